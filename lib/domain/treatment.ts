// The clinician's view of one patient's course of treatment (decision 048): the shapes of the
// Treatment tab, GET /api/admin/users/{id}/treatment and the printable report, and their words. Zod-free:
// rendered on the server, and the report's charts are plain SVG.
import type { CompulsionOutcome } from "./compulsion-log";
import type { OutcomeHappened } from "./erp";
import type { RiskCategory } from "./risk";

/** The Treatment tab looks back this many weeks; the report lets the clinician choose. */
export const TREATMENT_WEEKS = 12;
export const REPORT_PERIODS = [4, 8, 12, 26] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_WEEKS: ReportPeriod = 8;
/** Safety events listed: the newest this many (the count says how many there are in all). */
export const SAFETY_EVENTS_SHOWN = 50;
/** Weekly check-ins in the trend. */
export const CHECK_INS_SHOWN = 26;
/** Sessions of the period read for the ladder; each rung then shows its newest RUNG_SESSIONS_SHOWN. */
export const SESSIONS_READ = 150;
export const RUNG_SESSIONS_SHOWN = 5;
/** Sessions outside the ladder listed. */
export const FREE_SESSIONS_SHOWN = 8;
/** Declined suggestions listed: the newest this many of the period. */
export const DECLINED_RUNGS_SHOWN = 10;
/** The feared outcome is cut to this many characters in the staff view (the full text is the person's). */
export const EXPECTED_OUTCOME_SHOWN = 160;

export interface TreatmentSafetyEvent {
  id: string;
  level: "crisis" | "check_in";
  /** "thought", "erp_trigger", "compulsion_note", … */
  source: string;
  categories: string[];
  /** A check-in's answer; null when not (yet) answered or for a crisis answer. */
  answer: "yes" | "no" | null;
  answeredAt: string | null;
  createdAt: string;
}

/** One week (Monday to Sunday in the patient's time zone) of practice and of the compulsion log. */
export interface TreatmentWeek {
  /** The Monday, yyyy-MM-dd. */
  start: string;
  /** "Nov 17" */
  label: string;
  /** Exposure sessions completed in the week. */
  practiceDone: number;
  /** Practice planned for the week, once practice plans exist; null until then. */
  practicePlanned: number | null;
  urges: number;
  resisted: number;
  delayed: number;
  done: number;
  /** One decimal; null in a week with no entry. */
  averageUrge: number | null;
}

export interface TreatmentCheckIn {
  id: string;
  total: number;
  answers: number[];
  createdAt: string;
}

/** One exposure session as the ladder shows it: anxiety before, peak and after, expectancy and outcome. */
export interface TreatmentSession {
  id: string;
  rungId: string | null;
  trigger: string;
  createdAt: string;
  completed: boolean;
  anxietyBefore: number;
  anxietyPeak: number | null;
  anxietyAfter: number | null;
  /** What the person feared would happen (cut to EXPECTED_OUTCOME_SHOWN), and how likely it felt, 0-100. */
  expectedOutcome: string | null;
  expectedLikelihood: number | null;
  outcomeHappened: OutcomeHappened | null;
  didCompulsion: boolean | null;
}

export interface TreatmentRung {
  id: string;
  /** 1-based, in the person's order. */
  step: number;
  situation: string;
  compulsionToResist: string;
  expectedAnxiety: number;
  mastered: boolean;
  /** The clinician who added it, or null for the person's own (or a deleted staff account: assignedAt set). */
  assignedBy: string | null;
  assignedAt: string | null;
  /** Its newest sessions in the period (at most RUNG_SESSIONS_SHOWN), and how many there were. */
  sessions: TreatmentSession[];
  sessionCount: number;
}

/** A step a clinician suggested and the person declined (decision 033's amendment). */
export interface TreatmentDeclinedRung {
  id: string;
  situation: string;
  compulsionToResist: string;
  /** The clinician who suggested it, or null for a deleted staff account. */
  suggestedBy: string | null;
  suggestedAt: string;
  declinedAt: string;
}

export interface TreatmentSummary {
  patientId: string;
  patient: { username: string; ocdType: string | null; joinedAt: string };
  /** The IANA zone the weeks are counted in (the patient's, else UTC). */
  timeZone: string;
  /** The period covered: the first Monday, and the end (now). */
  from: string;
  to: string;
  weeks: TreatmentWeek[];
  checkIns: TreatmentCheckIn[];
  /** The ladder in the person's order, each rung with its sessions in the period. */
  ladder: TreatmentRung[];
  /** Suggested steps the person declined in the period, newest first (at most DECLINED_RUNGS_SHOWN). */
  declinedRungs: TreatmentDeclinedRung[];
  /** Sessions of the period not from a rung (or whose rung was deleted), newest first. */
  freeSessions: TreatmentSession[];
  freeSessionCount: number;
  /** All sessions started in the period, and the completed ones. */
  sessionCount: number;
  completedCount: number;
  /** The practice plan as it stands (each week's 'planned' comes from the plan in force then). */
  plan: { days: number[]; status: string; setBy: string | null; since: string } | null;
  /** The period's crisis answers and check-ins, newest first (at most SAFETY_EVENTS_SHOWN); never filtered. */
  safetyEvents: TreatmentSafetyEvent[];
  safetyEventCount: number;
  /** Events before the period, so an older one is never silently out of view. */
  earlierSafetyEventCount: number;
}

export const RISK_CATEGORY_LABELS: Record<RiskCategory, string> = {
  wish_dead: "Wish to be dead",
  active_thoughts: "Thoughts of suicide",
  method: "Method",
  intent: "Intent",
  plan: "Plan",
  act: "Preparatory act",
  hopelessness: "Hopelessness",
  harm_others: "Harm to others",
  harmed: "Being harmed by someone",
  other_at_risk: "Someone else at risk",
  emergency: "Medical emergency now",
};

export const SAFETY_SOURCE_LABELS: Record<string, string> = {
  thought: "Thought journal",
  erp_trigger: "ERP session trigger",
  compulsion_note: "Compulsion log note",
  ladder_rung: "Exposure ladder step",
  erp_reflection: "ERP session reflection",
  onboarding: "Onboarding (own compulsion)",
};

export const categoryLabel = (c: string) => RISK_CATEGORY_LABELS[c as RiskCategory] ?? c;
export const sourceLabel = (s: string) => SAFETY_SOURCE_LABELS[s] ?? s;

/** What happened, for staff: the level and, for a check-in, the person's answer. */
export function safetyEventText(e: Pick<TreatmentSafetyEvent, "level" | "answer">): string {
  if (e.level === "crisis") return "Crisis resources shown";
  if (e.answer === "yes") return "Check-in asked: answered Yes (crisis resources shown)";
  if (e.answer === "no") return "Check-in asked: answered No";
  return "Check-in asked: not answered";
}

/** Share resisted of a week's logged urges, as a whole percent; null without entries. */
export function shareResisted(w: Pick<TreatmentWeek, "urges" | "resisted">): number | null {
  return w.urges === 0 ? null : Math.round((w.resisted / w.urges) * 100);
}

/** A span during which an active plan asked for practice on these ISO weekdays (until null: in force). */
export interface PlanPeriod {
  days: number[];
  from: Date;
  until: Date | null;
}

/**
 * The sessions a week asks for: each day of the week on which the plan in force then planned practice
 * (a day counts once, even if the plan changed that day). Null when no active plan covers any of the week.
 */
export function plannedInWeek(days: { from: Date; to: Date }[], periods: readonly PlanPeriod[]): number | null {
  const covers = (p: PlanPeriod, day: { from: Date; to: Date }) => day.to.getTime() > p.from.getTime() && (p.until === null || day.from.getTime() < p.until.getTime());
  if (!periods.some((p) => days.some((day) => covers(p, day)))) return null;
  return days.filter((day, i) => periods.some((p) => p.days.includes(i + 1) && covers(p, day))).length;
}

/** Staff words for expectancy against outcome over a rung's sessions: "Expected 70% on average; happened 0 of 3 times." */
export function expectancyText(sessions: readonly Pick<TreatmentSession, "expectedLikelihood" | "outcomeHappened">[]): string | null {
  const answered = sessions.filter((s) => s.outcomeHappened !== null);
  const expected = sessions.map((s) => s.expectedLikelihood).filter((v): v is number => v !== null);
  if (!answered.length && !expected.length) return null;
  const average = expected.length ? `Expected ${Math.round(expected.reduce((a, b) => a + b, 0) / expected.length)}%${expected.length > 1 ? " on average" : ""}` : "No likelihood given";
  if (!answered.length) return `${average}; outcome not recorded.`;
  const happened = answered.filter((s) => s.outcomeHappened === "yes").length;
  const partly = answered.filter((s) => s.outcomeHappened === "partly").length;
  return `${average}; happened ${happened} of ${answered.length} time${answered.length === 1 ? "" : "s"}${partly ? `, partly ${partly}` : ""}.`;
}

/** The weeks' numbers from the period's rows: completions by completedAt, log entries by occurredAt. */
export function summariseWeeks(
  weeks: { start: string; label: string; from: Date; to: Date; days?: { from: Date; to: Date }[] }[],
  completions: Date[],
  entries: { occurredAt: Date; urge: number; outcome: CompulsionOutcome }[],
  periods: readonly PlanPeriod[] = [],
): TreatmentWeek[] {
  return weeks.map((w) => {
    const inWeek = (t: Date) => t.getTime() >= w.from.getTime() && t.getTime() < w.to.getTime();
    const mine = entries.filter((e) => inWeek(e.occurredAt));
    const count = (o: CompulsionOutcome) => mine.filter((e) => e.outcome === o).length;
    const urgeSum = mine.reduce((a, e) => a + e.urge, 0);
    return {
      start: w.start,
      label: w.label,
      practiceDone: completions.filter(inWeek).length,
      practicePlanned: w.days ? plannedInWeek(w.days, periods) : null,
      urges: mine.length,
      resisted: count("resisted"),
      delayed: count("delayed"),
      done: count("done"),
      averageUrge: mine.length ? Math.round((urgeSum / mine.length) * 10) / 10 : null,
    };
  });
}
