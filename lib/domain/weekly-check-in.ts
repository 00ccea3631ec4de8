// The weekly check-in (decision 028): five questions in our own words on the five dimensions
// clinicians rate in OCD severity (time taken, interference, distress, resistance, control), each 0-4,
// a total of 0-20. It names no condition and compares the person with no one, only with their own
// earlier weeks. Offered once a week, never on demand: retaking it could itself become checking.
// Zod-free for the form; the contract's schemas are in weekly-check-in-schemas.ts.

export const CHECK_IN_DIMENSIONS = ["time", "interference", "distress", "resistance", "control"] as const;
export type CheckInDimension = (typeof CHECK_IN_DIMENSIONS)[number];

export const ANSWER_MIN = 0;
export const ANSWER_MAX = 4;
export const TOTAL_MAX = CHECK_IN_DIMENSIONS.length * ANSWER_MAX;

/**
 * A new check-in opens this long after the last one: six days, so that the same day each week works
 * whatever the hour, and never twice in a few days.
 */
export const CHECK_IN_INTERVAL_DAYS = 6;

export interface CheckInQuestion {
  dimension: CheckInDimension;
  /** What the dimension is, in a word, for tables and the admin view. */
  name: string;
  question: string;
  /** Five answers, for 0 to 4 in order. */
  answers: readonly [string, string, string, string, string];
}

// Written for this app; no published instrument's items or anchors are copied.
export const CHECK_IN_QUESTIONS: readonly CheckInQuestion[] = [
  {
    dimension: "time",
    name: "Time taken",
    question: "Over the past week, how much of your day went to unwanted thoughts and the rituals that follow them?",
    answers: ["None of it", "A little of it", "A fair part of it", "Much of it", "Nearly all of it"],
  },
  {
    dimension: "interference",
    name: "Getting in the way",
    question: "How much did they get in the way of work, study, home life or time with people?",
    answers: ["Not at all", "A little: I still did what I meant to", "Clearly, though I managed", "A lot: I missed or dropped things", "I could hardly do those things"],
  },
  {
    dimension: "distress",
    name: "How upsetting",
    question: "On most days, how upsetting were they?",
    answers: ["Not upsetting", "A little upsetting", "Clearly upsetting", "Very upsetting", "Hard to bear"],
  },
  {
    dimension: "resistance",
    name: "Holding off",
    question: "How often did you try to hold off a ritual, or let a thought be there without acting on it?",
    answers: ["Every time", "Most times", "Sometimes", "Rarely", "I did not try this week"],
  },
  {
    dimension: "control",
    name: "Say over the rituals",
    question: "When an urge came, how much say did you have over it: could you put the ritual off or leave it undone?",
    answers: ["A lot of say: I could put it off easily", "Quite a lot", "Some", "Very little", "None: it felt out of my hands"],
  },
];

/** Said with every check-in and its results. */
export const CHECK_IN_NOT_A_TEST =
  "This check-in is not a test, and it does not name or rule out any condition: only a clinician who knows you can do that. It is a way to notice how your week went and how that changes over the weeks. Your answers are compared with nobody else's.";

export const totalOf = (answers: readonly number[]) => answers.reduce((a, b) => a + b, 0);

/** When the next check-in opens after one taken at `last`. */
export function nextDueAfter(last: Date): Date {
  return new Date(last.getTime() + CHECK_IN_INTERVAL_DAYS * 86_400_000);
}

/** The change from the previous check-in, in plain words (lower is easier; never a judgement). */
export function changeText(total: number, previous: number | null): string | null {
  if (previous === null) return null;
  const d = total - previous;
  if (d === 0) return "The same total as your previous check-in.";
  return `${Math.abs(d)} ${Math.abs(d) === 1 ? "point" : "points"} ${d < 0 ? "lower" : "higher"} than your previous check-in.`;
}
