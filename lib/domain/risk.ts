// The risk assessment's answer, shared by the server (which decides) and the screens (which show a
// check-in or crisis resources). Categories follow the Columbia Suicide Severity Rating Scale screen.
export type RiskLevel = "none" | "check_in" | "crisis";

export const RISK_CATEGORIES = [
  "wish_dead",
  "active_thoughts",
  "method",
  "intent",
  "plan",
  "act",
  "hopelessness",
  "harm_others",
  // Being harmed by someone else: abuse, threats, being locked in (not a C-SSRS category, but a danger now).
  "harmed",
  // Someone the person knows in danger of ending their life now: a danger the person can act on, with the same help.
  "other_at_risk",
  // The writer's own body in danger now (a throat closing, an asthma attack that will not ease, heavy
  // bleeding in pregnancy): not a C-SSRS category either, but a danger now that needs the emergency number.
  "emergency",
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export interface RiskReason {
  category: RiskCategory;
  /** The canonical words that matched (never stored or logged: they are the person's words). */
  evidence: string;
}

export interface RiskAssessment {
  level: RiskLevel;
  /** Why, one entry per finding at the answered level; empty for "none". */
  reasons: RiskReason[];
}

/** The one question a check-in asks (asked once, kindly and directly). */
export const CHECK_IN_QUESTION = "Are you having thoughts of ending your life?";

/** How the check-in's one quiet line to a crisis number begins (its answer's coping_strategy ends with it). */
export const QUIET_LINE_LEAD = "If you need to talk to someone now:";

/**
 * What a check-in answer says before its quiet line: the emergency number for a body that may need care
 * now, the prescriber for a question about a medicine. Null when it says nothing before it.
 */
export function checkInNote(copingStrategy: string): string | null {
  const at = copingStrategy.indexOf(QUIET_LINE_LEAD);
  const note = (at < 0 ? "" : copingStrategy.slice(0, at)).trim();
  return note || null;
}
