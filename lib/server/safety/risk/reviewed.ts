// How a reviewer's text is assessed: in the field it was written for, as the app assesses it there.
import type { RiskAssessment } from "@/lib/domain/risk";
import { assessFearedOutcome, assessRisk } from "./assess";

/** A text of safety/reviews; its group names the field in brackets ("being found (feared_outcome)"). */
export interface ReviewedText {
  text: string;
  group?: string;
}

/** The answer to "What do you fear will happen?" is read as a fear; every other text as written. */
export function assessReviewed(item: ReviewedText): RiskAssessment {
  return item.group?.endsWith("(feared_outcome)") ? assessFearedOutcome(item.text) : assessRisk(item.text);
}
