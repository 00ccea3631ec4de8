// What the person told a clinician, then tells here as untrue: asked about a plan or self-harm, they said
// no or "years ago", and the text goes on "but I do", "it was this morning", "that was a lie" ("my therapist
// asked if I had a plan and I said no, but I do. It's Saturday."). The two halves often stand in different
// sentences, so they are read on the canonical text (./normalise.ts) as a whole, as ./body-in-danger.ts is.
import type { RiskCategory } from "@/lib/domain/risk";

const ASKED_ABOUT_RISK =
  /\b(?:asked|asks|asking) (?:me )?(?:about (?:self harm|self harming|hurting myself|cutting|suicide|suicidal thoughts|killing myself|a plan)|(?:if|whether) i (?:had|have|was|am|would|ever) (?:a plan|any plans|plans|self harmed|hurt myself|cut|been cutting|been hurting myself|suicidal|thoughts of (?:suicide|ending|killing|hurting)|act on (?:them|these thoughts|the thoughts)|safe))\b/;
const TOLD_OTHERWISE =
  /\b(?:but i do|i do have (?:one|a plan)|but i have one|but i would|i lied|that was a lie|it was a lie|not true|it was (?:this morning|last night|yesterday|an hour ago)|it is (?:saturday|sunday|monday|tuesday|wednesday|thursday|friday|tonight|tomorrow|this weekend)|it is going to be (?:saturday|sunday|monday|tuesday|wednesday|thursday|friday|tonight|tomorrow|this weekend)|i am not (?:safe|okay|ok|fine)|(?:been )?planning (?:it )?since)\b/;

/** A crisis where a clinician's question about a plan or self-harm was answered untruly, and the text says so. */
export function toldTheClinicianOtherwise(canonical: string): { category: RiskCategory; level: "crisis"; evidence: string }[] {
  const asked = ASKED_ABOUT_RISK.exec(canonical);
  if (!asked) return [];
  const truth = TOLD_OTHERWISE.exec(canonical.slice(asked.index + asked[0].length));
  return truth ? [{ category: "plan", level: "crisis", evidence: `${asked[0]} … ${truth[0]}` }] : [];
}
