// The no-reassurance guard of ERP guidance: reassurance ("you're safe", "it's clean") is itself a
// compulsion that feeds OCD, so any AI text containing it is rejected and the built-in engine answers.
import "server-only";

/** Phrases that promise safety, certainty or goodness; matched case-insensitively with any apostrophe. */
export const REASSURANCE_PATTERNS: readonly RegExp[] = [
  /\byou(?:'re| are) (?:completely |totally |perfectly )?safe\b/,
  /\bnothing (?:bad|terrible|awful) (?:will|is going to|would|can) happen\b/,
  /\b(?:it|that|this|everything)(?:'s| is) (?:clean|safe|fine|okay|ok|harmless|not dangerous)\b/,
  /\b(?:it|that|this|everything)(?:'ll| will) be (?:fine|okay|ok|alright|all right)\b/,
  /\byou(?:'re| are) (?:a )?(?:good|kind|moral|decent) person\b/,
  /\byou would never\b|\byou'd never\b|\byou (?:won't|will not|wouldn't|would not) (?:act|hurt|harm|do it)\b/,
  /\byou (?:won't|will not|can't|cannot) (?:get|become|fall) (?:sick|ill|contaminated)\b/,
  /\bgerms (?:can't|cannot|won't|will not) hurt\b/,
  /\bthe (?:door|stove|oven|lock)(?:'s| is) (?:locked|off|safe)\b/,
  /\b(?:don't|do not) worry\b/,
  /\bnothing to (?:worry|be afraid|fear)\b/,
  /\b(?:just|only) a thought\b|\bthoughts can't hurt\b/,
  /\bi promise\b|\bguarantee[ds]?\b|\b100 ?% (?:sure|certain|safe)\b/,
  /\bthere(?:'s| is) no (?:risk|danger|chance)\b/,
];

export function containsReassurance(text: string): boolean {
  const normalised = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  return REASSURANCE_PATTERNS.some((p) => p.test(normalised));
}
