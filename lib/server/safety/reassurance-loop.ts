// Reassurance loops: the same worry logged again and again. Asking the app can itself become checking,
// so on the third similar thought within 24 hours the answer names the pattern gently and offers a
// response-prevention step instead of analysing the content once more. "Similar" is similar in words
// (the content words they share), so a reworded worry counts as well as a repeated one.
import { canonicalise } from "./risk/normalise";

/** How many similar thoughts in the window make a loop, counting the new one. */
export const LOOP_SIZE = 3;
export const LOOP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Share of content words two thoughts must have in common (Dice coefficient) to count as the same worry. */
export const SIMILARITY_THRESHOLD = 0.4;

const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself " +
    "really still even also maybe like get got go going know think thought thoughts feel feeling keep kept again something anything someone thing things one time today now just please can tell okay ok sure"
  ).split(" "),
);

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|ly)$/, "") || word;
}

/** The content words of a thought, lightly stemmed. */
export function contentWords(text: string): Set<string> {
  const words = canonicalise(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));
  return new Set(words.map(stem));
}

/** Dice coefficient of two word sets: 1 for the same words, 0 for none in common. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** True when `thought` and at least LOOP_SIZE - 1 of the earlier thoughts (same 24 hours) are the same worry. */
export function isReassuranceLoop(thought: string, earlier: readonly string[]): boolean {
  const words = contentWords(thought);
  let similar = 0;
  for (const other of earlier) {
    if (similarity(words, contentWords(other)) >= SIMILARITY_THRESHOLD && ++similar >= LOOP_SIZE - 1) return true;
  }
  return false;
}
