// The clinician's view of one patient's course of treatment (issue 16, decision 048): the shapes of the
// Treatment tab, GET /api/admin/users/{id}/treatment and the printable report, and their words. Zod-free:
// rendered on the server, and the report's charts are plain SVG.
import type { CompulsionOutcome } from "./compulsion-log";
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
/** Recent exposure sessions listed. */
export const SESSIONS_SHOWN = 20;

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

export interface TreatmentSession {
  id: string;
  trigger: string;
  anxietyLevel: number;
  completed: boolean;
  mood: string | null;
  createdAt: string;
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
  sessions: TreatmentSession[];
  /** All sessions in the period, and the completed ones. */
  sessionCount: number;
  completedCount: number;
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
};

export const SAFETY_SOURCE_LABELS: Record<string, string> = {
  thought: "Thought journal",
  erp_trigger: "ERP session trigger",
  compulsion_note: "Compulsion log note",
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

/** The weeks' numbers from the period's rows: completions by completedAt, log entries by occurredAt. */
export function summariseWeeks(
  weeks: { start: string; label: string; from: Date; to: Date }[],
  completions: Date[],
  entries: { occurredAt: Date; urge: number; outcome: CompulsionOutcome }[],
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
      practicePlanned: null,
      urges: mine.length,
      resisted: count("resisted"),
      delayed: count("delayed"),
      done: count("done"),
      averageUrge: mine.length ? Math.round((urgeSum / mine.length) * 10) / 10 : null,
    };
  });
}
