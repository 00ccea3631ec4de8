// The reader of the languages read by their core words on the text as written, one table ("script")
// each: Japanese, Chinese and Korean (./east-asian.ts); Arabic, Persian, Urdu, Hindi, Hebrew and Thai,
// Vietnamese and Indonesian (./world-languages.ts). As for ./other-languages.ts: a fear, a "what if"
// or OCD named makes a wish, an intent, a plan or harm to another a question, never an alarm; an act
// done, being hurt and someone else in danger stand whatever is named beside them.
import type { RiskCategory, RiskLevel } from "@/lib/domain/risk";

export interface Script {
  /** The characters or words that show the language is there. */
  present: RegExp;
  /** [category, words, level when not framed (a crisis unless said), words beside them that make them ordinary]. */
  risk: [RiskCategory, RegExp, RiskLevel?, RegExp?][];
  /** A fear, a doubt, a "what if", OCD or unwillingness named. */
  frame: RegExp;
  /** Figures of speech built on death words ("死ぬほど眠い", "累死了"), removed before reading (global). */
  hyperbole?: RegExp;
  /** "This is not OCD", "not an exposure note": owning words that cancel any frame. */
  notOcd?: RegExp;
  /** "Not afraid any more": no fear, but the resolve (global; removed before the frame is read). */
  notAfraid?: RegExp;
  /** Laughter, which makes a wish or an intent a figure of speech, as "lol" does in English. */
  laughing?: RegExp;
}

export interface ScriptFinding {
  category: RiskCategory;
  level: RiskLevel;
  evidence: string;
}

// Categories a fear, a "what if" or OCD named makes a question: one's own wish, intent or plan, and harm
// to another (the commonest obsession). An act done, being hurt and someone else in danger stand.
const FRAMED = new Set<RiskCategory>(["wish_dead", "intent", "plan", "harm_others"]);
/** What laughter makes a figure of speech: a wish or an intent (./other-languages.ts reads it so too). */
export const LAUGHED_OFF = new Set<RiskCategory>(["wish_dead", "intent"]);
/** The English frames: the ERP form's feared outcome is read as "I am afraid that …" (assessFearedOutcome). */
const ENGLISH_FRAME = /\b(?:afraid|scared|terrified|what if|worried)\b/i;

/** What one language's table finds in a text (already normalised for it); nothing when the language is not there. */
export function readScript(script: Script, text: string): ScriptFinding[] {
  if (!script.present.test(text)) return [];
  const read = script.hyperbole ? text.replace(script.hyperbole, " ") : text;
  const fearText = script.notAfraid ? read.replace(script.notAfraid, " ") : read;
  const framed = !script.notOcd?.test(read) && (script.frame.test(fearText) || ENGLISH_FRAME.test(read));
  const laughing = script.laughing?.test(read) ?? false;
  const found: ScriptFinding[] = [];
  for (const [category, words, level = "crisis", unless] of script.risk) {
    const m = words.exec(read);
    if (!m || unless?.test(read) || (laughing && LAUGHED_OFF.has(category))) continue;
    found.push({ category, level: framed && FRAMED.has(category) ? "check_in" : level, evidence: m[0] });
  }
  return found;
}
