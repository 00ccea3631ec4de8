// The one risk assessment for every free text a person gives us (thoughts, ERP triggers, notes): the
// level (crisis, check_in or none) and the reasons. Decision 013 explains the design.
import type { RiskAssessment, RiskCategory, RiskLevel, RiskReason } from "@/lib/domain/risk";
import {
  AFTER_FEAR,
  AVOWAL,
  DEGREE_FRAME,
  DISOWNING,
  FEAR_FRAME,
  FIGURATIVE,
  FRAME_BREAK,
  HABITUAL_FRAME,
  INTENSITY,
  OCD_TALK,
  THOUGHT_FRAME,
} from "./frames";
import { canonicalise, SENTENCE_END } from "./normalise";
import { RISK_CONTEXT, RULES, type Rule } from "./rules";

const LEVEL_RANK: Record<RiskLevel, number> = { none: 0, check_in: 1, crisis: 2 };
/** Words a frame reaches over ("what if one day at work I just ..."). */
const FRAME_REACH = 9;
const NEGATED = /(?:^|\s)(?:not|never|no longer|nothing|nobody|no one|hardly)(?:\s+[a-z0-9]+){0,2}\s*$/;
const SELF_REFERENCE = /\b(?:i|me|my|myself|mine)\b/;

interface Sentence {
  /** The words with a space on each side, as the rules expect. */
  text: string;
  question: boolean;
}

interface Framing {
  /** A fear, doubt or "what if" governs the words. */
  feared: boolean;
  /** The words are the content of a thought, image or urge. */
  thought: boolean;
  /** A habit or circumstance frames them ("when I'm on a bridge"). */
  habitual: boolean;
  /** Fear of the thought itself is voiced after it ("and it terrifies me"). */
  fearAfter: boolean;
  /** Disgust, "I don't want", "I would never", love or avoidance next to it. */
  disowned: boolean;
  /** OCD and its treatment are being talked about next to it. */
  ocdTalk: boolean;
  /** The sentence is a question. */
  question: boolean;
  /** Hyperbole ("lol"). */
  figurative: boolean;
  /** The thought is frequent or strong ("all day", "getting louder"). */
  intense: boolean;
}

const OWNED: Framing = {
  feared: false,
  thought: false,
  habitual: false,
  fearAfter: false,
  disowned: false,
  ocdTalk: false,
  question: false,
  figurative: false,
  intense: true,
};

function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

function split(canonical: string): Sentence[] {
  const parts = canonical.split(SENTENCE_END);
  const sentences: Sentence[] = [];
  // split() with a capture group alternates text and the mark that ended it.
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i]!.trim();
    if (text) sentences.push({ text: ` ${text} `, question: parts[i + 1] === "?" });
  }
  return sentences;
}

/** The last frame that starts before `start` and still reaches it, or null. A question's frame reaches its end. */
function governing(frame: RegExp, sentence: string, start: number, question: boolean): { end: number } | null {
  let found: { end: number } | null = null;
  frame.lastIndex = 0;
  for (const m of sentence.matchAll(frame)) {
    if (m.index >= start) break;
    const end = Math.min(m.index + m[0].length, start);
    if (reaches(sentence.slice(end, start), question ? Infinity : FRAME_REACH)) found = { end };
    else found = null;
  }
  return found;
}

/** True when a frame still governs words after `between` ("what if one day I just ..."). */
function reaches(between: string, reach: number): boolean {
  const words = between.split(" ").filter((w) => w && w !== ",").length + (between.match(/,/g)?.length ?? 0) * 2;
  return words <= reach && !test(FRAME_BREAK, ` ${between} `);
}

/** True when the person owns the words in this sentence (not in a question, not inside a "what if"). */
function avowed(sentence: Sentence | undefined): boolean {
  if (!sentence || sentence.question) return false;
  AVOWAL.lastIndex = 0;
  for (const m of sentence.text.matchAll(AVOWAL)) {
    if (!governing(FEAR_FRAME, sentence.text, m.index, false)) return true;
  }
  return false;
}

function framing(sentences: Sentence[], i: number, start: number, end: number, isDesire: boolean): Framing {
  const { text, question } = sentences[i]!;
  const next = sentences[i + 1]?.text ?? "";
  const previous = sentences[i - 1]?.text ?? "";
  const near = [text, next, previous];
  if ([0, 1, -1, 2, -2].some((k) => avowed(sentences[i + k]))) return OWNED;
  const fear = governing(FEAR_FRAME, text, start, question);
  const degree = fear !== null && isDesire && DEGREE_FRAME.test(text.slice(0, fear.end));
  const around = [text.slice(0, start), text.slice(end), next, previous];
  return {
    feared: fear !== null && !degree,
    thought: governing(THOUGHT_FRAME, text, start, false) !== null,
    habitual: governing(HABITUAL_FRAME, text, start, false) !== null,
    fearAfter: test(AFTER_FEAR, text.slice(end)) || test(AFTER_FEAR, next),
    disowned: around.some((part) => test(DISOWNING, part)),
    ocdTalk: around.some((part) => test(OCD_TALK, part)),
    question,
    figurative: near.some((part) => test(FIGURATIVE, part)),
    intense: near.some((part) => test(INTENSITY, part)),
  };
}

/** Findings that stay real whatever frames them: a plan made, an act done. */
const DONE_OR_PLANNED = new Set<RiskCategory>(["plan", "act"]);

/** The level one finding earns, given how the person framed it. */
function levelFor(rule: Rule, f: Framing, selfReferent: boolean): RiskLevel {
  if (f.feared) return DONE_OR_PLANNED.has(rule.category) ? "check_in" : "none";
  if (DONE_OR_PLANNED.has(rule.category)) return rule.kind === "assertive" ? "crisis" : "check_in";
  if (rule.category === "harm_others") {
    // Unwanted harm thoughts are the commonest OCD theme: an image, an urge or disgust makes them OCD.
    return f.thought || f.disowned || f.fearAfter ? "none" : "crisis";
  }
  if (rule.kind === "checkin") return f.disowned || f.question ? "none" : "check_in";
  if (rule.category === "hopelessness") return f.thought && (f.disowned || f.fearAfter) ? "none" : "crisis";
  if (rule.kind === "mention") {
    if (f.disowned || f.question || f.fearAfter) return "none";
    return f.thought || f.habitual || f.ocdTalk || !selfReferent ? "check_in" : "crisis";
  }
  if (f.figurative && (rule.category === "wish_dead" || rule.category === "intent")) return "none";
  // "Is it normal to have suicidal thoughts?": asked about, or disclosed; asked once, never alarmed.
  if (f.question && rule.category === "active_thoughts") return f.ocdTalk || f.disowned ? "none" : "check_in";
  if (f.habitual && rule.category === "method") return f.disowned || f.fearAfter ? "none" : "check_in";
  if (f.disowned) return (rule.category === "wish_dead" || rule.category === "intent") && !f.thought ? "check_in" : "none";
  if (f.fearAfter) return f.intense ? "crisis" : "check_in";
  return "crisis";
}

/** Assesses one text. Deterministic, synchronous and fast (well under 2 ms for 2,000 characters). */
export function assessRisk(input: string): RiskAssessment {
  const canonical = canonicalise(input);
  const sentences = split(canonical);
  const hasContext = test(RISK_CONTEXT, ` ${canonical} `);
  let level: RiskLevel = "none";
  const reasons: RiskReason[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const { text } = sentences[i]!;
    for (const rule of RULES) {
      if (rule.needsContext && !hasContext) continue;
      rule.pattern.lastIndex = 0;
      for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
        // Matches may overlap: a negated "think i want to stop thinking about it" must not hide "thinking about it".
        rule.pattern.lastIndex = m.index + 1;
        if (!rule.negationInside && NEGATED.test(text.slice(0, m.index).replace(/,\s*$/, ""))) continue;
        const start = m.index;
        const end = start + m[0].length;
        const selfReferent = SELF_REFERENCE.test(text.slice(Math.max(0, start - 24), end));
        const found = levelFor(rule, framing(sentences, i, start, end, rule.category === "wish_dead"), selfReferent);
        if (found === "none") continue;
        if (LEVEL_RANK[found] > LEVEL_RANK[level]) {
          level = found;
          reasons.length = 0;
        }
        if (found === level && !reasons.some((r) => r.category === rule.category)) {
          reasons.push({ category: rule.category, evidence: m[0].trim() });
        }
      }
    }
  }
  return { level, reasons };
}
