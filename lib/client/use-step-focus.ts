// Moving between the steps of a wizard (onboarding, the ERP session): the new step's top is scrolled into
// view below the fixed header (html's scroll-padding-top), then its heading takes focus without a second
// scroll, so "Step n of N" is seen and the step's title is heard. Nothing moves on the first render.
"use client";
import { useEffect, useRef } from "react";

export function useStepFocus(step: number) {
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const seen = useRef(step);
  useEffect(() => {
    if (seen.current === step) return;
    seen.current = step;
    top.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  return { top, heading };
}
