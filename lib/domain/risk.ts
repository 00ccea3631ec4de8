// The risk assessment's answer, shared by the server (which decides) and the screens (which show a
// check-in or crisis resources). Categories follow the Columbia Suicide Severity Rating Scale screen.
export const RISK_LEVELS = ["none", "check_in", "crisis"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_CATEGORIES = [
  "wish_dead",
  "active_thoughts",
  "method",
  "intent",
  "plan",
  "act",
  "hopelessness",
  "harm_others",
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const RISK_CATEGORY_LABELS: Record<RiskCategory, string> = {
  wish_dead: "Wish to be dead or not to wake up",
  active_thoughts: "Thoughts of ending one's life",
  method: "Method or means",
  intent: "Intent to act",
  plan: "Plan or preparation",
  act: "Act already done or under way",
  hopelessness: "Hopelessness, entrapment or being a burden",
  harm_others: "Intent to harm another person",
};

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
