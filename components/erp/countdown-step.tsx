// Step 3 'Complete Exercise': a countdown computed from a wall-clock deadline, so a throttled
// background tab still ends on time; screen readers hear the time left at calm intervals only. The
// exercise can be paused (decision 026): the clock stops at the time left and goes on from there.
"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatClock, formatDuration, secondsLeft, shouldAnnounce } from "@/lib/domain/erp";
import type { ErpGuidance } from "@/lib/domain/erp-schemas";
import { TaskCard } from "./task-card";

const TICK_MS = 250;

/** Where the exercise's clock stands: running toward `deadline`, or stopped with `pausedLeftMs` to go. */
export interface ExerciseClock {
  deadline: number;
  pausedLeftMs: number | null;
}

function useCountdown(clock: ExerciseClock, onDone: () => void): number {
  const paused = clock.pausedLeftMs !== null;
  const [left, setLeft] = useState(() => (paused ? Math.ceil(clock.pausedLeftMs! / 1000) : secondsLeft(clock.deadline, Date.now())));
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (clock.pausedLeftMs !== null) {
      setLeft(Math.ceil(clock.pausedLeftMs / 1000));
      return;
    }
    let finished = false;
    const tick = () => {
      const remaining = secondsLeft(clock.deadline, Date.now());
      setLeft(remaining);
      if (remaining === 0 && !finished) {
        finished = true;
        done.current();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    // Browsers slow timers in hidden tabs; re-read the clock the moment the tab is visible again.
    document.addEventListener("visibilitychange", tick);
    tick();
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [clock.deadline, clock.pausedLeftMs]);
  return left;
}

export function CountdownStep({
  guidance,
  clock,
  onDone,
  onPause,
  onResume,
}: {
  guidance: ErpGuidance;
  clock: ExerciseClock;
  onDone: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const total = guidance.task.duration;
  const left = useCountdown(clock, onDone);
  const paused = clock.pausedLeftMs !== null;
  const [announcement, setAnnouncement] = useState(`The exercise has started: ${formatDuration(total)}.`);
  useEffect(() => {
    if (paused) setAnnouncement(`Paused with ${formatDuration(left)} left.`);
    else if (shouldAnnounce(left, total)) setAnnouncement(`${formatDuration(left)} left.`);
    else if (left === 0) setAnnouncement("Time is up.");
  }, [left, total, paused]);

  const r = 54;
  const circumference = 2 * Math.PI * r;
  const elapsed = total > 0 ? (total - left) / total : 1;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3">
        <div className="relative h-40 w-40 sm:h-48 sm:w-48">
          <svg aria-hidden="true" viewBox="0 0 120 120" className="h-full w-full -rotate-90">
            <circle cx="60" cy="60" r={r} fill="none" stroke="#e2e8f0" strokeWidth="8" />
            <circle
              cx="60"
              cy="60"
              r={r}
              fill="none"
              stroke={paused ? "#94a3b8" : "#0f766e"}
              strokeWidth="8"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - elapsed)}
              className="transition-[stroke-dashoffset] duration-300"
            />
          </svg>
          <div role="timer" aria-label="Time left" className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-4xl font-bold tabular-nums text-slate-900 sm:text-5xl">{formatClock(left)}</span>
            <span className="text-sm text-slate-600">{paused ? "paused" : "left"}</span>
          </div>
        </div>
        <p className="text-center text-slate-700">
          {paused
            ? "The exercise is paused. Take the time you need, then go on when you are ready."
            : "Stay with the feeling, and let any urge pass without acting on it."}
        </p>
        {left > 0 && (
          <Button variant="secondary" onClick={paused ? onResume : onPause}>
            {paused ? "Resume exercise" : "Pause exercise"}
          </Button>
        )}
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>
      </div>
      <TaskCard guidance={guidance} compact />
      <div className="flex flex-col items-end gap-2">
        <Button disabled={left > 0} onClick={onDone} aria-describedby="erp-continue-hint" className="w-full sm:w-auto">
          Continue
        </Button>
        <p id="erp-continue-hint" className="text-sm text-slate-600">
          {left > 0 ? "Continue unlocks when the timer reaches 0:00." : "Well done for staying with it."}
        </p>
      </div>
    </div>
  );
}
