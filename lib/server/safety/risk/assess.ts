// The one risk assessment for every free text a person gives us (thoughts, ERP triggers, notes): the
// level (crisis, check_in or none) and the reasons. Decision 013 explains the design.
import { ORIENTATION_AND_GENDER } from "@/lib/domain/identity-words";
import { asksAboutMedicine, DOSE_CHANGE, MEDICINE_WORDS } from "@/lib/domain/medicines";
import type { RiskAssessment, RiskCategory, RiskLevel, RiskReason } from "@/lib/domain/risk";
import {
  ACCIDENTAL,
  AFTER_FEAR,
  AVOWAL,
  CHECK_ANSWERED,
  CONJOINED_BREAK,
  DEGREE_FRAME,
  DISOWNING,
  DISOWNING_AT_START,
  OCD_LABEL,
  EXPOSURE_PURPOSE,
  FEAR_FRAME,
  FIGURATIVE,
  FRAME_BREAK,
  HABITUAL_FRAME,
  INTENSITY,
  NEAR_TIME_FRAME,
  OCD_TALK,
  SCRIPT_LABEL,
  THOUGHT_FRAME,
} from "./frames";
import { extractFeatures, RISK_CONCEPTS, speaksOfRisk, type TextFeatures } from "./features";
import { CHECK_IN_WITHOUT_RISK_WORDS, classifierLevel, crisisProbability, HARMED_THRESHOLD, harmedProbability, likelyCategory } from "./model";
import { canonicalise, SENTENCE_END } from "./normalise";
import { RISK_CONTEXT, RULES, rulesAnchoredBy, type Rule } from "./rules";
import { compile, findAll, indexWords, occurs, TIME, type CompiledPattern, type IndexedWords, type WordAt } from "./vocabulary";
import { framedInAnotherLanguage, otherLanguageFindings } from "./other-languages";
import { bodyInDanger } from "./body-in-danger";
import { toldTheClinicianOtherwise } from "./told-otherwise";

const LEVEL_RANK: Record<RiskLevel, number> = { none: 0, check_in: 1, crisis: 2 };
/** Words a frame reaches over ("what if one day at work I just ..."). */
const FRAME_REACH = 9;
const NEGATION_WORDS = new Set(["not", "never", "nothing", "nobody", "hardly", "no", "zero"]);
const SELF_REFERENCE = /\b(?:i|me|my|myself|mine)\b/;

/** One sentence with where each kind of frame occurs in it, found once and read by every finding. */
export interface Sentence {
  /** The words with a space on each side, as the rules expect. */
  text: string;
  words: IndexedWords;
  question: boolean;
  fear: Span[];
  thought: Span[];
  habitual: Span[];
  afterFear: Span[];
  disowning: Span[];
  ocdTalk: Span[];
  breaks: Span[];
  /** Quoted words: a thought or words reported, not said ("the thought 'you could just end it'"). */
  quoted: Span[];
  /** What follows an exposure script's label, to the end of the sentence. */
  script: Span | null;
  avowed: boolean;
  figurative: boolean;
  intense: boolean;
  accidental: boolean;
  /** A near time is named ("tonight"). */
  timed: boolean;
}

interface Span {
  start: number;
  end: number;
}

interface Framing {
  /** A fear, doubt or "what if" governs the words. */
  feared: boolean;
  /** The fear is of what something means ("what if not being scared means I've given up"). */
  meaningFeared: boolean;
  /** The governing frame supposes rather than fears ("what if", "is it possible", "I keep wondering if"). */
  supposed: boolean;
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
  /** The words are quoted: reported, not said. */
  reported: boolean;
  /** The words follow an exposure script's label ("Imaginal exposure: I ..."). */
  scripted: boolean;
  /** Words that own the thought stand near it ("I mean it", "I'm not scared anymore"). */
  owned: boolean;
  /** "It felt like jumping off a cliff". */
  simile: boolean;
  /** The sentence is a question. */
  question: boolean;
  /** Hyperbole ("lol"). */
  figurative: boolean;
  /** The thought is frequent or strong ("all day", "getting louder"). */
  intense: boolean;
  /** The writer insists the act happened, or tells what it left behind ("I actually did it", "he's bruised"). */
  real: boolean;
  /** A weapon, a time, a place or a plan stands near the words ("knife in my jacket", "after school"). */
  armed: boolean;
  /** The act is feared as an accident ("what if I accidentally take too many"). */
  accidental: boolean;
  /** A near time is named in the sentence ("tonight"). */
  timed: boolean;
}

const OWNED: Framing = {
  real: false,
  armed: false,
  feared: false,
  meaningFeared: false,
  supposed: false,
  thought: false,
  habitual: false,
  fearAfter: false,
  disowned: false,
  ocdTalk: false,
  question: false,
  reported: false,
  scripted: false,
  owned: true,
  simile: false,
  figurative: false,
  intense: true,
  accidental: false,
  timed: false,
};

function spans(pattern: CompiledPattern, text: string, words: IndexedWords): Span[] {
  return findAll(pattern, text, words).map((m) => ({ start: m.index, end: m.end }));
}

/** Spans between quotation marks; an unclosed quote runs to the end of the sentence. */
function quotedSpans(text: string): Span[] {
  const marks: number[] = [];
  for (let i = text.indexOf(' " '); i >= 0; i = text.indexOf(' " ', i + 1)) marks.push(i + 1);
  const spans: Span[] = [];
  for (let k = 0; k < marks.length; k += 2) spans.push({ start: marks[k]!, end: marks[k + 1] ?? text.length });
  return spans;
}

/** What follows an exposure script's label ("Imaginal exposure: I ..."), the whole sentence when it says it is an exposure task, or null. */
function scriptSpan(text: string, words: IndexedWords): Span | null {
  if (occurs(EXPOSURE_PURPOSE, text, words)) return { start: 0, end: text.length };
  const label = findAll(SCRIPT_LABEL, text, words)[0];
  return label ? { start: label.end, end: text.length } : null;
}

/**
 * An imaginal script told as read or heard again and again ("(Reading this out at 8pm each night.)",
 * "listened to the recording 3x"): every sentence of the text is the script, wherever the marker stands.
 */
const SCRIPT_READ = / (?:reading|read|listened to|listening to|listen to|played|playing) (?:this|it|the recording|my recording|the script|my script|the loop tape) (?:out |aloud |back )?(?:(?:out )?loud )?(?:at|each|every|twice|three times|again|[0-9]+ ?x|x ?[0-9]+|[0-9]+ times)/;

function split(canonical: string): Sentence[] {
  // The space after the text lets its last mark end a sentence too: "… suicidal thoughts ?" is a question.
  const parts = `${canonical} `.split(SENTENCE_END);
  const sentences: Sentence[] = [];
  // split() with a capture group alternates text and the mark that ended it.
  for (let i = 0; i < parts.length; i += 2) {
    const words = parts[i]!.trim();
    if (!words) continue;
    const text = ` ${words} `;
    const at = indexWords(text);
    const question = parts[i + 1] === "?";
    const sentence: Sentence = {
      text,
      words: at,
      question,
      fear: spans(FEAR_FRAME, text, at),
      thought: spans(THOUGHT_FRAME, text, at),
      habitual: spans(HABITUAL_FRAME, text, at),
      afterFear: spans(AFTER_FEAR, text, at),
      disowning: [...spans(DISOWNING, text, at), ...spans(DISOWNING_AT_START, text, at)].sort((a, b) => a.start - b.start),
      ocdTalk: spans(OCD_TALK, text, at),
      breaks: question ? spans(FRAME_BREAK, text, at) : [...spans(FRAME_BREAK, text, at), ...spans(CONJOINED_BREAK, text, at)],
      quoted: quotedSpans(text),
      script: scriptSpan(text, at),
      avowed: false,
      figurative: occurs(FIGURATIVE, text, at),
      intense: occurs(INTENSITY, text, at),
      accidental: occurs(ACCIDENTAL, text, at),
      timed: occurs(NEAR_TIME_FRAME, text, at),
    };
    // Owning words count only outside questions, jokes ("lol"), a "what if" ("what if I really want to?")
    // and the thought they are part of ("had the thought again that I actually want to hurt him").
    sentence.avowed =
      !question &&
      !sentence.figurative &&
      (occurs(CHECK_ANSWERED, text, at) ||
        spans(AVOWAL, text, at).some((a) => !governing(sentence.fear, sentence, a.start, false) && !governing(sentence.thought, sentence, a.start, false)));
    sentences.push(sentence);
  }
  // Sentences the script's own frames already read (a quotation, a fear, a thought, a denial) keep that reading.
  if (sentences.some((s) => SCRIPT_READ.test(s.text))) {
    for (const s of sentences) if (!s.quoted.length && !s.fear.length && !s.thought.length && !s.disowning.length) s.script ??= { start: 0, end: s.text.length };
  }
  return sentences;
}

/** The frame that starts before `start` and still reaches it, or null. A question's frame reaches its end. */
function governing(frames: Span[], sentence: Sentence, start: number, question: boolean): Span | null {
  let found: Span | null = null;
  for (const frame of frames) {
    if (frame.start >= start) break;
    const end = Math.min(frame.end, start);
    found = reaches(sentence, end, start, question ? Infinity : FRAME_REACH) ? { start: frame.start, end } : null;
  }
  return found;
}

/** True when a frame ending at `from` still governs the words at `to` ("what if one day I just ..."). */
function reaches(sentence: Sentence, from: number, to: number, reach: number): boolean {
  // A break that starts between the frame and the words ends the frame, even where it runs on into
  // them ("maybe I'm just tired and I want to die": the break "and i want" holds the finding's first word).
  if (sentence.breaks.some((b) => b.start >= from - 1 && b.start < to)) return false;
  const between = sentence.text.slice(from, to);
  let words = 0;
  for (const w of between.split(" ")) if (w) words += w === "," ? 2 : 1;
  return words <= reach;
}

const anyIn = (list: Span[], from: number, to: number) => list.some((s) => s.start >= from && s.end <= to);

function framing(sentences: Sentence[], i: number, start: number, end: number, isDesire: boolean, framesInside: boolean): Framing {
  const sentence = sentences[i]!;
  const { text, question } = sentence;
  const next = sentences[i + 1];
  const previous = sentences[i - 1];
  if ([0, 1, -1, 2, -2].some((k) => sentences[i + k]?.avowed)) return OWNED;
  const fear = governing(sentence.fear, sentence, start, question);
  const degree = fear !== null && isDesire && DEGREE_FRAME.test(text.slice(0, start));
  // Disowning and OCD talk around the words: in their sentence, the one before, or the two after ("Kept
  // imagining slitting my throat while shaving. Put the razor down. I know it's an intrusion").
  // A sentence that opens with "But", "And", "Also" starts something new: the sentence before disowns its own
  // thought, not this one ("… I don't want it. But my partner said he'll shut her up for good").
  const before = NEW_TOPIC.test(text) ? undefined : previous;
  const outside = (list: (s: Sentence) => Span[]) =>
    anyIn(list(sentence), 0, start) || anyIn(list(sentence), end, text.length) || (next ? list(next).length > 0 : false) || (before ? list(before).length > 0 : false) || (sentences[i + 2] ? list(sentences[i + 2]!).length > 0 : false);
  const near = [sentence, next, previous];
  // A frame inside the matched words frames what follows it ("keep imagining the knife going into ...").
  const inside = (list: Span[]) => framesInside && list.some((f) => f.start > start && f.end < end);
  return {
    feared: (fear !== null && !degree) || inside(sentence.fear),
    meaningFeared: fear !== null && MEANING.test(text.slice(fear.end, start)),
    supposed: ((fear !== null && SUPPOSING.test(text.slice(fear.start, fear.end))) || MEMORY_DOUBT.test(text)) && !RECURS.test(text.slice(end)),
    thought: governing(sentence.thought, sentence, start, false) !== null || inside(sentence.thought) || NAMED_AS_THOUGHT.test(next?.text ?? ""),
    reported: sentence.quoted.some((q) => q.start <= start && q.end >= end),
    scripted: sentence.script !== null && sentence.script.start <= start,
    owned: false,
    simile: SIMILE.test(text.slice(Math.max(0, start - 16), start)),
    habitual: governing(sentence.habitual, sentence, start, false) !== null,
    fearAfter: anyIn(sentence.afterFear, end, text.length) || (next?.afterFear.length ?? 0) > 0,
    // Disowning before a "but" is answered by what follows it ("I know it's OCD, but tonight I'm going to …").
    disowned: outside((s) => (s === sentence ? s.disowning.filter((d) => d.end > start || !answeredByContrast(sentence, d, start)) : s.disowning)),
    ocdTalk: outside((s) => s.ocdTalk),
    question,
    figurative: near.some((s) => s?.figurative),
    armed: near.some((s) => s !== undefined && ARMED.test(s.text)),
    intense: near.some((s) => s?.intense),
    real: REAL_ACT.test(text.slice(0, start)) || REAL_ACT.test(previous?.text ?? "") || AFTERMATH.test(text.slice(end)) || AFTERMATH.test(next?.text ?? ""),
    accidental: sentence.accidental,
    timed: sentence.timed,
  };
}

/** A contrast and at most three words before the finding ("but tonight i …"), no "but the feeling that i …". */
const CONTRAST = / (?:but|however|though|yet)(?: [a-z0-9,]+){0,3} $/;
const NAMES_OCD = / (?:ocd|intrusive|intrusion|obsession|obsessions|compulsions?) /;

/** OCD named as the cause just before a contrast, which the words after it answer ("I know it's OCD, but tonight I'm going to …"). */
function answeredByContrast(sentence: Sentence, disowning: Span, start: number): boolean {
  const { text } = sentence;
  return NAMES_OCD.test(text.slice(disowning.start - 1, disowning.end + 1)) && CONTRAST.test(text.slice(disowning.end - 1, start));
}

/** The first words of a sentence that turns to something else after the one before: a word, or a form's next field ("Context:"). */
const NEW_TOPIC = /^ (?:(?:context|situation|what happened|background|update|the real situation|real life|right now)(?= ,)|but|and|also|plus|however|though|anyway|anyways|separately|on top of (?:that|this|all that)|another thing|the other thing|oh and|and also|but also|apart from (?:that|this)|other than (?:that|this)|in other news|ps|p s|pps|unrelated|totally unrelated|random but|on (?:another|a different|an unrelated|a separate|a side|a more serious|a serious) note|different topic|changing the subject|btw|by the way|meanwhile)\b/;

/** The sentence after names the words as a thought ("I hit my son. That's the thought that pops in."). */
const NAMED_AS_THOUGHT =
  /^ (?:that is|that was|thats|this is|it is|that is just|this is just) (?:the|my|an?) (?:thought|intrusive thought|intrusion|intrusive image|image|picture|ocd thought|obsession|spike|sentence|line|phrase|loop|song)s? |^ (?:there ,? )?i (?:wrote|said|typed|have written|have said) (?:it|that|this)(?: (?:down|out|out loud|again))? (?:for|as) (?:my |an |the |part of my )?(?:exposure|erp|homework|script)|^ there ,? i (?:wrote|said|typed) it |^ (?:that is|this is|thats) my (?:exposure|erp|homework|script) |^ (?:that is|that was|thats|this is) what (?:my |the )?(?:brain|mind|head|ocd) (?:said|says|showed|shows|served|serves|gave|gives|threw|throws)/;

/** The writer insists the act was real ("I actually did it", "this is real, not a spike"), unless negated ("I'd never actually"). */
const REAL_ACT =
  / (?:(?<!(?:never|not) (?:[a-z]+ )?)actually|really did|for real|in real life|this (?:is|was) real|it (?:is|was) real|not (?:just |only )?(?:a|an|my) (?:thought|intrusive|spike|image|urge|obsession)|can not pretend|was not (?:just )?(?:a thought|in my head)) /;
/** What an act left behind ("there's a mark on his cheek", "she's not getting up properly"). */
const AFTERMATH =
  / (?:mark|marks|bruise|bruised|bruises|bruising|bleeding|bled|black eye|not getting up|looks wrong|looks broken|is broken|hospital|a and e|ambulance|woke up crying|gone to (?:her|his|their) [a-z]+|called the police|police came|scared of me|is breathing|still breathing) /;

/** Findings that stay real whatever frames them: a plan made, an act done. */
const DONE_OR_PLANNED = new Set<RiskCategory>(["plan", "act"]);
const SELF_DIRECTED = new Set<RiskCategory>(["intent", "method", "active_thoughts", "wish_dead"]);

const SIMILE = /(?:like|as if|as though) $/;
/** A memory doubted ("maybe he touched me and I've forgotten"): a doubt word and a gap in memory, both. */
const MEMORY_DOUBT =
  / (?:maybe|might have|could have|perhaps|possibly) .* (?:(?:have|had|i) (?:forgotten|blocked (?:it )?out|repressed(?: it)?)|false memor[a-z]*|(?:do not|can not|cannot) remember (?:if|whether|it happening)|made it up|imagined it) /;
/** What happens again is no supposition ("what if he hits me again"). */
const RECURS = / (?:again|still|every (?:time|night|day|week)|anymore) /;
/** A frame that supposes: the doubt of a false memory ("what if my uncle abused me and I've blocked it out"). */
const SUPPOSING = /^ ?(?:what if|what happens if|what would happen if|suppose|imagine if|how if|is it possible|how do i know|how can i|how would i know|i (?:keep )?(?:doubting|doubt|questioning|wondering|asking myself|analysing|analyzing|reviewing|checking)|i (?:keep )?wonder|(?:part of me|i am|i have been|i keep) wonder)/;
const MEANING = / (?:means?|meant|proves?|proved|shows?|showed|says? about me) /;
/** A weapon, a time, a place or a plan: what turns a joking threat into one. */
const ARMED = / (?:knife|knives|gun|guns|bat|hammer|blade|axe|machete|knuckle|knuckles|dusters?|acid|petrol|tonight|tomorrow|after (?:school|work)|at \d+|plan|planned|planning|waiting for|wait for|outside (?:his|her|their)|address|jacket|pocket|keys|car park|behind the) /;

/** Being at a place, told in the present ("I am on the bridge"). */
const BEING_THERE = /^(?:i am|am|currently|right now)\b/;
/** An act told as done: an accident feared afterwards ("terrified I took too many by mistake") may still need help now. */
const PAST_ACT = /^(?:i )?(?:took|taken|have taken|swallowed|drank|downed|overdosed|had taken|ate)\b/;

/** The level one finding earns, given how the person framed it. */
function levelFor(rule: Rule, f: Framing, selfReferent: boolean, evidence: string): RiskLevel {
  if (f.simile) return "none";
  // Someone else in danger: news of them is a crisis however it is framed or quoted; a fear, an image
  // or an exposure script about them is the writer's worry (the check-in asks about the writer: no use).
  // Being harmed: fear of the person who hurts you is part of the danger, never a frame that lowers it;
  // a supposition about the past, or a fear of what something means, is the doubt of a false memory
  // ("scared the dream means he abused me"), unless the words reveal a threat made.
  if (rule.category === "harmed") return f.thought || ((f.supposed || f.meaningFeared) && !rule.fearReveals) ? "none" : "crisis";
  if (rule.category === "other_at_risk") return f.thought || (!rule.fearReveals && (f.feared || f.fearAfter || f.disowned || f.scripted)) ? "none" : "crisis";
  // A body in danger now, the writer's own: a thought, a fear or a denial of it is health anxiety's, except
  // for signs no frame explains away (a head injury with vomiting and drowsiness).
  if (rule.category === "emergency") return !rule.fearReveals && (f.thought || f.feared || f.fearAfter || f.disowned || f.scripted) ? "none" : "crisis";
  // An exposure script is written to be feared, but may hide a real act: asked about, never dismissed; an act no
  // exposure asks for is read as written.
  if (f.scripted && !rule.neverAnExposure) return "check_in";
  if (f.reported) return f.feared || f.disowned || f.ocdTalk || f.fearAfter || f.question ? "none" : "check_in";
  if (f.feared && !rule.fearReveals) {
    // An act feared as an accident is no wish to die, unless it is told as done.
    const accident = f.accidental && !PAST_ACT.test(evidence);
    // A feared death with a near time ("I'm scared I'll kill myself tonight") is asked about once, and
    // so is despair, which a fear does not make any less ("I'm scared I can't go on anymore").
    const timedSelfHarm = f.timed && !f.disowned && !f.fearAfter && SELF_DIRECTED.has(rule.category);
    const despair = rule.category === "hopelessness" && !f.disowned && !f.fearAfter && !f.meaningFeared;
    // A plan or an act feared and disowned with no time named ("afraid I'll swallow the whole bottle even
    // though I don't want to") is the obsession's picture of one.
    const disownedPlan = DONE_OR_PLANNED.has(rule.category) && f.disowned && !f.timed && !PAST_ACT.test(evidence);
    return (DONE_OR_PLANNED.has(rule.category) || timedSelfHarm || despair) && !accident && !disownedPlan ? "check_in" : "none";
  }
  if (DONE_OR_PLANNED.has(rule.category)) {
    // A pictured act is not an act: "an image of standing on the tracks".
    if (f.thought) return f.disowned || f.fearAfter ? "none" : "check_in";
    // "Every time I'm on the bridge": a place the person comes back to, not where they are now (an act
    // done "every time I get triggered" stays an act).
    if (f.habitual && rule.category === "act" && BEING_THERE.test(evidence)) return f.disowned || f.fearAfter ? "none" : "check_in";
    return rule.kind === "assertive" ? "crisis" : "check_in";
  }
  if (rule.category === "harm_others") {
    // Unwanted harm thoughts are the commonest OCD theme: an image, an urge or disgust makes them OCD.
    // Harm told as done stands however the person feels about it afterwards; a thought frame, or OCD
    // named with the disowning ("intrusive image: I hit my son with a belt. I would never"), makes it a picture.
    // A supposition ("what if I hit him and forgot") is the obsession too (a doubt, "did I …", "I think I …",
    // is kept out by the rule itself: "I shook him, is that bad?" asks about an act, not whether it was done);
    // OCD named nearby does not make a picture of an act the writer insists on, or one that left a mark.
    if (rule.done) return f.thought || f.supposed || (f.disowned && f.ocdTalk && !f.real) ? "none" : "crisis";
    // Anger said as a joke ("I'm going to kill my brother lol he ate my pizza") with no weapon, time,
    // place or plan beside it is a figure of speech; "knife in my jacket … wish me luck lol" is not.
    if (f.figurative && !f.armed) return "none";
    return f.thought || f.disowned || f.fearAfter ? "none" : "crisis";
  }
  if (rule.kind === "checkin") return f.disowned || (f.question && !rule.askedAsQuestion) ? "none" : "check_in";
  if (rule.category === "hopelessness") return f.thought && (f.disowned || f.fearAfter) ? "none" : "crisis";
  if (rule.kind === "mention") {
    if (f.disowned || f.question || f.fearAfter) return "none";
    // "I'll shoot myself lol": hyperbole as far as the words go, so asked once rather than alarmed.
    if (f.figurative) return "check_in";
    if (f.intense && !f.ocdTalk) return "crisis";
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

export interface RuleFinding {
  category: RiskCategory;
  /** "none" when the framing dismissed it: still a feature for the classifier ("a feared jump"). */
  level: RiskLevel;
  evidence: string;
  /** Why a dismissed finding was dismissed. */
  why?: string;
  /** The sentence it was found in (none for another language's words, read on the whole text). */
  sentence?: number;
}

/** The frame that made a finding "none", for the classifier. */
function dismissal(f: Framing): string {
  const flags = ["simile", "reported", "feared", "disowned", "fearAfter", "question", "figurative", "thought", "habitual"] as const;
  return flags.find((flag) => f[flag]) ?? "other";
}

/** The text as the rules and the classifier read it. */
export function readText(input: string): Sentence[] {
  return split(canonicalise(input));
}

/** True when one of the three words before `at` (within the clause) is a negation ("do not really want"). */
function negatedAt(words: WordAt[], at: number): boolean {
  let k = words.findIndex((w) => w.at === at);
  if (k < 0) k = words.findIndex((w) => w.at > at);
  for (let n = 1; n <= 3 && k - n >= 0; n++) {
    const word = words[k - n]!.word;
    if (word === ",") return n === 1 ? negatedAt(words, words[k - 1]!.at) : false;
    if (NEGATION_WORDS.has(word)) return true;
  }
  return false;
}

const FIRST_PERSON_BEFORE = new Set(["i", "am", "was", "have", "had", "just", "really", "actually", "finally", "honestly", "literally", "seriously", "so", "and", "then", "now", ",", "\"", "im", "definitely", "still"]);

/** True when the words at `at` are the person's own: the clause starts there or "I" (and its helpers) precede them. */
function firstPersonAt(words: WordAt[], at: number): boolean {
  const k = words.findIndex((w) => w.at === at);
  if (k <= 0) return true;
  const before = words[k - 1]!.word;
  if (before === "i" || before === "im") return true;
  if (!FIRST_PERSON_BEFORE.has(before)) return false;
  // "am", "have", "just" ... must themselves follow "I" or open the clause ("just going to", "i am going to").
  for (let n = k - 1; n >= 0 && n >= k - 4; n--) {
    const w = words[n]!.word;
    if (w === "i" || w === "im" || w === "," || w === "\"") return true;
    if (!FIRST_PERSON_BEFORE.has(w)) return false;
  }
  return k - 4 <= 0;
}

// What gates each rule, by its position in RULES, in flat arrays: read for every rule of every sentence.
const HAS_ANCHORS = Uint8Array.from(RULES, (rule) => (rule.pattern.anchors ? 1 : 0));
/** The id of the rule's gated pattern, or -1 when it may start anywhere. */
const GATE_ID = Int32Array.from(RULES, (rule) => (rule.pattern.firstWords ? rule.pattern.id : -1));
/** Which rules the sentence's words call up: one array, cleared for each sentence. */
const ANCHORED = new Uint8Array(RULES.length);

/** For each rule that can match the sentence, in RULES order, where it may start: at the words it can begin with (or anywhere). */
function candidates(words: IndexedWords): [Rule, number[] | "anywhere"][] {
  // A rule with anchors can only match a sentence holding one of them.
  const anchored = ANCHORED.fill(0);
  for (const { word } of words.list) for (const i of rulesAnchoredBy(word)) anchored[i] = 1;
  const found: [Rule, number[] | "anywhere"][] = [];
  for (let i = 0; i < RULES.length; i++) {
    if (HAS_ANCHORS[i] && !anchored[i]) continue;
    const gate = GATE_ID[i]!;
    if (gate < 0) found.push([RULES[i]!, "anywhere"]);
    else {
      const at = words.starts[gate];
      if (at) found.push([RULES[i]!, at]);
    }
  }
  return found;
}

function matches(rule: Rule, text: string, where: number[] | "anywhere"): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  if (where !== "anywhere") {
    const { at } = rule.pattern;
    for (const position of where) {
      at.lastIndex = position;
      const m = at.exec(text);
      if (m) found.push(m);
    }
    return found;
  }
  // Matches may overlap: a negated "think i want to stop thinking about it" must not hide "thinking about it".
  const { search } = rule.pattern;
  search.lastIndex = 0;
  for (let m = search.exec(text); m; m = search.exec(text)) {
    search.lastIndex = m.index + 1;
    found.push(m);
  }
  return found;
}

/**
 * Every rule finding in the text (each rule once per sentence), with the level its framing earns.
 * `all: false` stops looking for a category once it is found at crisis level: the answer is then a
 * crisis whatever else is found, and the classifier's features are not needed.
 */
export function ruleFindings(sentences: Sentence[], { all = true, raw = "" } = {}): RuleFinding[] {
  const hasContext = sentences.some((s) => occurs(RISK_CONTEXT, s.text, s.words));
  let whole: string | undefined;
  const wholeText = () => (whole ??= sentences.map((s) => s.text).join(" "));
  const findings: RuleFinding[] = [];
  const crisisFound = new Set<RiskCategory>();
  for (let i = 0; i < sentences.length; i++) {
    const { text, words } = sentences[i]!;
    // Only the rules that can start in this sentence, in RULES order (candidates keeps it).
    for (const [rule, positions] of candidates(words)) {
      if ((rule.needsContext && !hasContext) || crisisFound.has(rule.category) || rule.unlessText?.test(wholeText())) continue;
      let best: RuleFinding | null = null;
      for (const m of matches(rule, text, positions)) {
        if (!rule.negationInside && negatedAt(words.list, m.index)) continue;
        if (rule.firstPerson && !firstPersonAt(words.list, m.index)) continue;
        const start = m.index;
        const end = start + m[0].length;
        if (rule.unlessNext?.test(text.slice(end) + (sentences[i + 1]?.text ?? ""))) continue;
        const selfReferent = SELF_REFERENCE.test(text.slice(Math.max(0, start - 24), end));
        const framed = framing(sentences, i, start, end, rule.category === "wish_dead", !rule.doubtInside);
        const asked = !framed.owned && rule.asks !== undefined && rule.asks.after.test(text.slice(0, m.index)) && rule.asks.within.test(wholeText()) && !rule.asks.unless.test(wholeText());
        const level = levelFor(asked ? { ...rule, kind: "checkin" } : rule, framed, selfReferent, m[0].trim());
        const why = level === "none" ? dismissal(framed) : undefined;
        if (!best || LEVEL_RANK[level] > LEVEL_RANK[best.level]) best = { category: rule.category, level, evidence: m[0].trim(), why, sentence: i };
        if (level === "crisis") break;
      }
      if (best) findings.push(best);
      if (!all && best?.level === "crisis") crisisFound.add(rule.category);
    }
  }
  // Another language: the core words of a few, read on the canonical text (and, for Cyrillic, as written).
  findings.push(...otherLanguageFindings(wholeText(), raw));
  findings.push(...bodyInDanger(wholeText()), ...toldTheClinicianOtherwise(wholeText()));
  return findings;
}

/** A finding as the classifier sees it: "method:crisis", or "active_thoughts:none:feared". */
export function findingFeature(f: RuleFinding): string {
  return f.why ? `${f.category}:${f.level}:${f.why}` : `${f.category}:${f.level}`;
}

/** The highest level among findings, with one reason per category at that level. */
export function strongest(findings: RuleFinding[]): RiskAssessment {
  let level: RiskLevel = "none";
  for (const f of findings) if (LEVEL_RANK[f.level] > LEVEL_RANK[level]) level = f.level;
  const reasons: RiskReason[] = [];
  for (const f of findings) {
    if (f.level !== "none" && f.level === level && !reasons.some((r) => r.category === f.category)) reasons.push({ category: f.category, evidence: f.evidence });
  }
  return { level, reasons };
}

/** Assesses one text by the rules alone. */
export function assessByRules(input: string): RiskAssessment {
  const sentences = readText(input);
  return strongest(ruleFindings(sentences, { raw: input }));
}

// A medicine taken the way it was prescribed ("took my sertraline with breakfast as usual"), for what
// it treats ("two paracetamol for my headache") or stopped for what it did ("because they made me sick"), with
// nothing of an overdose anywhere in the text: no amount beyond a dose, no stash, no alcohol, no death.
// The classifier learned "took my pills" mostly from overdoses, so alone it alarms on these.
const ROUTINE_MEDICINE = new RegExp(
  String.raw` (?:as prescribed|prescribed|as usual|been on (?:it|them|[a-z]+) for|on [0-9]+ ?mg (?:of [a-z]+ )?for (?:[0-9]+|a few|two|three|four|five|six) (?:days|weeks|months|years)|like usual|like (?:every day|always|normal)|every (?:morning|evening|night|day)|each (?:morning|evening|night|day)|daily|this (?:morning|evening)|in the (?:morning|evening)|feeling (?:ok|okay|fine|good|better|alright|all right)|with (?:breakfast|lunch|dinner|tea|food|my (?:meal|breakfast|dinner))|at (?:breakfast|lunch|dinner|bedtime)|my (?:morning|evening|night|daily|usual|weekly|new) (?:dose|meds|pills|tablets?|medication|medicine)|today is (?:dose|tablet|pill|meds)|on time|(?:doctor|gp|psychiatrist|nurse|pharmacist|prescriber|consultant) (?:said|told me|suggested|advised|prescribed|recommended|showed|went through|explained|talked me through)|new prescription|(?:picked up|pick up|collected|collect|got) (?:my|the) (?:new |repeat |monthly |usual )?prescription|ready (?:for collection|to collect|to be collected|to pick up)|from (?:the |my )?(?:pharmacy|chemist)|(?:switching|switch|swapping|swap|changing|change|moving) (?:from|over from|over to|to) (?:my |the )?[a-z]+|pill (?:box|organi[sz]er)|reminder|alarm|for (?:my|a|the|this) (?:bad |awful |splitting |stupid |killer )?(?:headache|migraine|period pain|period|cramps|back|back pain|toothache|cold|flu|fever|temperature|hangover|sore throat|pain|allergies|hay fever)|because (?:it|they) (?:made|make|makes|were making|was making|gave|give|gives) me [a-z ]{0,20}?(?:sick|ill|nausea|nauseous|dizzy|drowsy|sleepy|headaches?|a rash|rash|upset)|side ?effects?) `,
);
// A number that is the dose a change goes to or from ("wants to go up to 40", "down from 200", "I'm on 40"), not
// an amount of pills: the look-behind that both patterns below put before a number.
const NOT_A_DOSE_GONE_TO = "(?<!(?:up|down|back|increase|increased|reduce|reduced|lower|lowered|raise|raised|drop|dropped) (?:my [a-z]+ |it |them )?(?:to|from) |on |from )";
const OVERDOSE_SIGN = new RegExp(String.raw` (?:all (?:of )?(?:my|the|them|those|these|at once|in one go)|them all|the lot|every (?:pill|tablet|capsule|one|last|single)|whole|entire|lots|handful|too (?:many|much)|extra|double|more than|box|boxes|bottles?|packets?|strips?|stash|stashed|stockpiled?|saved|saving|hoard(?:ed|ing)?|put(?:ting)? (?:them |it |some |a few )?(?:aside|by|away)|set (?:them |it )?aside|kept back|keeping back|(?:the|my) will|letters|enough|rest of|alcohol|vodka|wine|whisky|whiskey|beer|drunk|overdos[a-z]*|od|die|died|dying|dead|death|kill[a-z]*|suicid[a-z]*|goodbye|sorry|wake up|forever|on purpose|end it|worth|early|it is time|${NOT_A_DOSE_GONE_TO}[0-9]{2,}(?! ?mg)) `);

const MEDICINE_WORD = new RegExp(` ${MEDICINE_WORDS} `);

/** A medicine taken as prescribed, and nothing of an overdose said. */
function routineMedicine(sentences: Sentence[]): boolean {
  const text = sentences.map((s) => s.text).join(" ");
  return MEDICINE_WORD.test(text) && ROUTINE_MEDICINE.test(text) && !OVERDOSE_SIGN.test(text);
}

// A question about a medicine ("does weed interact with clomipramine?", "200mg sertraline isn't working, how much
// higher can I go?") with nothing of an overdose in the text and no amount asked ("how many of my mum's pills",
// "20 xanax", "at once": an overdose researched): the classifier alarms on its words, and it is asked about
// instead (the check-in then names the doctor or pharmacist, ../answers.ts).
const AMOUNT_ASKED = new RegExp(String.raw` how (?:many|much)(?! higher)| ${NOT_A_DOSE_GONE_TO}[0-9]+ (?!mg|mcg|ml|weeks?|days?|months?|years?|hours?|minutes?|mins?|am|pm|times|kg|lbs?)| at once | in one go | together `);
/** Asked on a phone without the question mark ("should i take my allergy pills before bed"). */
const ASKED_WITHOUT_MARK = /^ (?:should|can|could|is|are|do|does|how|will|would|am) (?:i|it|you|u|this|that|they|my|there|much|many|long|often)\b/;

/**
 * A change to one's own medicine wanted, decided or forced ("I want to halve it myself", "I'm stopping them from
 * tomorrow", "my prescription ran out four days ago … electric zaps"): for the prescriber or pharmacist too.
 */
const CHANGED_TO = String.raw`(?:${DOSE_CHANGE}|stop|up|drop|cut down|go down|come down)`;
const CHANGE_WANTED = new RegExp(
  String.raw` i (?:want|wanna|am going|plan|would like|am thinking about|am tempted|feel like i should) to ${CHANGED_TO} | i (?:will|think i will|might|may) ${CHANGED_TO} | i am (?:stopping|coming off|quitting|halving) (?:them|it|my [a-z]+) | (?:prescription|meds|medication|tablets|pills) (?:ran out|has run out|have run out|running out) | (?:could not|can not|cannot) get (?:more|any more|a refill|my (?:prescription|meds|medication|tablets|pills)) `,
);

function medicineAsked(sentences: Sentence[]): boolean {
  const text = joined(sentences);
  // Asked as a question, or a change wanted: a change told ("been saving up my meds", "he threw my pills away") is not one.
  const asked = sentences.some((s) => s.question || ASKED_WITHOUT_MARK.test(s.text) || CHANGE_WANTED.test(s.text));
  return asked && asksAboutMedicine(text) && !OVERDOSE_SIGN.test(text) && !AMOUNT_ASKED.test(text);
}

// Wanting one's life back from OCD: recovery, not an ending ("I want my life back"), yet the classifier
// reads "want" beside "my life" as it does in "I want to end my life".
const LIFE_BACK =
  / (?:i |i just |i really )?(?:want|wanted|wanting|would like|wish|am going to|will|can not wait to|am fighting to|am working to|am determined to)(?: to)? (?:get |take |have |win |reclaim )?my (?:own )?life back /;

/** One's life wanted back, where nothing else in the text speaks of death, a method or despair. */
function lifeWantedBack(sentences: Sentence[]): boolean {
  return sentences.some((s) => LIFE_BACK.test(s.text)) && !sentences.some((s) => occurs(RISK_CONTEXT, s.text, s.words));
}

/** The sentences as one text, a space at each end, for the patterns read across them. */
const joined = (sentences: Sentence[]) => ` ${sentences.map((s) => s.text).join(" ")} `;

/** The text tells what the pattern names, and nothing in it speaks of death, a method, despair or harm. */
function toldWithoutRisk(pattern: RegExp, sentences: Sentence[], features: TextFeatures): boolean {
  return pattern.test(joined(sentences)) && !speaksOfRisk(features);
}

// Who a person is or loves ("I think I might be bi and I'm excited", "tried they/them pronouns and it
// felt nice"): the classifier learned these words from crises written by people in pain about them, so
// alone they alarm it. They are never evidence of danger by themselves.
const IDENTITY_WORDS =
  new RegExp(String.raw` (?:${ORIENTATION_AND_GENDER}|they ?\/? ?them|pronouns|came out|coming out|come out|pride|polyamorous) `);

/** Who one is or loves, where nothing in the text speaks of death, a method, despair or harm. */
function identityOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(IDENTITY_WORDS, sentences, features);
}

// A compulsion described ("rewriting sentences until they feel just right"), in a text with no word of
// death, a method, despair or harm: the classifier reads short texts like it from their few common words.
const COMPULSION_TOLD =
  / (?:until (?:it|they) (?:feels?|looks?) (?:just )?right|just right|feels? right|rewrit[a-z]*|re ?read[a-z]*|wash(?:ed|ing)? my hands|straighten[a-z]*|line (?:them|it|things) up|lined up|symmetr[a-z]*|uneven|tap(?:ped|ping)? (?:the|it|my))/;

/** A compulsion told, where nothing in the text speaks of death, a method, despair or harm. */
function compulsionOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(COMPULSION_TOLD, sentences, features);
}

// Skin picked, hair pulled, nails bitten, or a tic ("picked the skin round my thumbs till they bled again"): OCD's
// relatives, whose marks and blood the classifier reads as self-harm. With nothing in the text of death, a method,
// despair or harm, its alarm is asked about instead; self-harm named beside them is read by the rules.
const BODY_FOCUSED_TOLD =
  / (?:pick(?:ed|ing|s)? (?:at )?(?:the |my )?(?:skin|scabs?|spots?|cuticles?|scalp|lips?|face|arms?|legs?|fingers?|thumbs?|ingrown)|(?:skin|scab|scalp) picking|picking (?:again|it|them)|dermatillomania|trich(?:otillomania)?|(?:i|keep|kept|been|was|am) pull(?:ed|ing)? (?:out )?(?:my )?(?:hair|eyelashes|lashes|eyebrows|brows)|hair pulling|(?:nail|cheek|lip) biting|bit(?:e|ing|ten)? (?:my )?(?:nails|cuticles|cheeks?|lips?|nail beds)|nail beds|cuticles|tics?|tourettes?|peel(?:ed|ing)? (?:the )?skin)(?= )/;

// Treatment ended well ("Last session with Priya … she called it graduation", "crisis team signed me off … GP
// follow-up is booked"): the classifier reads a last session as a last act. With what comes next named (a follow-up,
// the way back in, college, friends after) and nothing of death, a method, despair, harm or preparation beyond
// the ending's own words, its alarm is asked about instead.
const TREATMENT_ENDED = / (?:last|final) (?:session|appointment|therapy session|counselling session|group)| (?:discharged|signed me off|signed off)(?= )/;
const WHAT_COMES_NEXT =
  / (?:follow ?up|self refer|refer myself|come back (?:anytime|any time|if)|back at (?:college|uni|school|work)|graduation|booked for|(?:with|w) (?:the lads|my mates|friends|jade|[a-z]+) after| after (?:with|w) )/;
const NOT_AN_ENDING_ALONE = ["c:death", "c:selfkill", "c:means", "c:place", "c:hopeless", "c:harm", "c:weapon", "c:prep", "c:desire", "c:avowal"];

/** Treatment ended and what comes next named, with no other risk in the text. */
function treatmentEndedWell(sentences: Sentence[], features: TextFeatures): boolean {
  const text = joined(sentences);
  return TREATMENT_ENDED.test(text) && WHAT_COMES_NEXT.test(text) && !NOT_AN_ENDING_ALONE.some((c) => features.values.has(c)) && !sentences.some((s) => s.avowed);
}

// A wound made otherwise beside them ("hair pulling 1 hr then burned my arm with the iron") is not theirs.
// Nor is one done on purpose ("pulled out a chunk on purpose", "to punish myself").
const WOUND_MADE = / (?:burn(?:ed|t)?|cut|scald(?:ed)?|carv(?:ed|ing)|slash(?:ed)?|stab(?:bed)?|hit(?:ting)?|punch(?:ed|ing)?|bash(?:ed|ing)?|beat(?:ing)?) (?:my|myself|into)(?= )| (?:on purpose|deliberately|to (?:hurt|punish) myself|as (?:a )?punishment)(?= )/;

/** Picking, pulling, biting or a tic told, no other wound made, and nothing in the text of death, a method, despair or harm. */
function bodyFocusedOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(BODY_FOCUSED_TOLD, sentences, features) && !WOUND_MADE.test(joined(sentences));
}

// A checking compulsion named as the step to resist ("Looking at it again", "Googling my symptoms").
const CHECKING_TOLD = / (?:(?:look|looking|looked) (?:at )?(?:it|them|the [a-z]+) again|check(?:ing|ed)? (?:it|them|the [a-z]+) again|googl[a-z]*|seeking reassurance|asking for reassurance)/;

/** Such a compulsion, where nothing in the text speaks of death, a method, despair or harm. */
function checkingOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(CHECKING_TOLD, sentences, features);
}

// Rumination told ("I can't stop thinking about it", "I keep going over what he said"): the classifier
// learned "thinking about it" from texts where "it" was an ending. With no word of death, a method,
// despair or harm in the text and no near time, what "it" is stays unknown: asked about, not alarmed.
const RUMINATION_TOLD =
  / (?:can not|could not|cannot) stop (?:thinking|worrying|obsessing|going on) about | (?:keep|kept|keeps) (?:thinking|worrying|obsessing|going over|replaying|analysing|analyzing) /;

/** Rumination told, where nothing in the text speaks of death, a method, despair or harm. */
function ruminationOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(RUMINATION_TOLD, sentences, features) && !sentences.some((s) => s.timed);
}

// A short lament that something will not stop ("It won't go away", "why won't it stop"): the future
// "will" reads to the classifier as the will a person leaves. Alone, or nearly, and with no word of
// death, a method, despair or harm, it is asked about, not alarmed.
const PERSISTENCE_TOLD =
  /(?:^| )(?:(?:it|this|that|the (?:thoughts?|feelings?|images?|urges?|anxiety|doubt|noise))|my (?:brain|head|mind)) (?:just |still |really )?(?:will not|would not|does not|do not|is not going to) (?:go away|stop|leave me alone|shut up|let up|let go|quit)(?: now| at all| anymore| any more| please)? ?[.!?]? ?$|^ ?why (?:will not|would not|does not|do not) (?:it|this|the thoughts?|my brain|my head) (?:just )?(?:go away|stop|leave me alone|shut up) ?[.!?]? ?$/;
// The risk groups a future "will" or an ending word also fills (preparation, finality), and the rest.
const PREPARATION = ["c:prep", "c:finality"];
const HARM_CONCEPTS = RISK_CONCEPTS.filter((c) => !PREPARATION.includes(c));
const METHOD_OR_PREPARATION = ["c:means", "c:place", "c:weapon", ...PREPARATION];

/** The words of a text, its punctuation left out. */
const wordCount = (sentences: Sentence[]) => sentences.reduce((n, s) => n + s.words.list.filter((w) => /[a-z0-9]/.test(w.word)).length, 0);

/** Such a lament in at most eight words, with no word of death, a method, despair or harm. */
function persistenceOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return wordCount(sentences) <= 8 && sentences.some((s) => PERSISTENCE_TOLD.test(s.text)) && !HARM_CONCEPTS.some((c) => features.values.has(c));
}

// Dread of something ahead ("Dentist tomorrow, not looking forward to it"): the classifier reads "looking
// forward" as a wish whatever negates it. With nothing of death, a method, despair or harm in the text,
// asked about, not alarmed.
const DREAD_TOLD = / (?:not|never) (?:really |exactly )?looking forward to | dreading /;

/** Dread told, where nothing in the text speaks of death, a method, despair or harm. */
function dreadOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(DREAD_TOLD, sentences, features);
}

// Being safe said as it is ("I'm safe now", "I feel safe at home"): the classifier learned "safe" from
// "I can't keep myself safe", so alone it alarms. Asked about, never dismissed: it may follow a crisis.
const SAFE_NOW = / i (?:am|feel|felt|was) (?:safe|safer)(?: now| again| here| at home| today| tonight)? /;

/** Being safe said, where nothing in the text speaks of death, a method, despair or harm. */
function safetyStated(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(SAFE_NOW, sentences, features);
}

// A bare plea ("help", "please help me", "someone help"): too little for any rule or the classifier, yet
// the one thing it says is that the person needs someone now. Asked the check-in, with its quiet line.
const BARE_PLEA = /^ ?(?:please |pls |plz |someone |somebody |anyone |anybody |i need |need |can (?:someone|anyone|somebody) )?(?:please |pls )?help(?: me)?(?: please| pls| plz| now| someone| somebody| anyone| anybody| me)*(?: [.?!])? ?$/;

// Words of dying laughed off by the rules ("gonna unalive myself (jk) 💀" about a meeting), with no means, place,
// weapon, preparation, ending, despair or time anywhere in the text: the classifier, which reads the words and
// not the laugh, asks instead of alarming. "im going to kill myself lol the pills are on my desk" keeps its alarm.
// Nor where the laugh is taken back ("not even kidding", "I wasn't joking", "not trolling", "fr").
const NOT_LAUGHED_OFF = [...METHOD_OR_PREPARATION, "c:hopeless", "c:avowal"];
const NOT_JOKING = / (?:not|never|was not|were not|am not|i am not|no) (?:even |really |actually )?(?:kidding|joking|trolling|a joke|lying)| (?:fr|for real|deadass|seriously|srsly) /;

function laughedOff(sentences: Sentence[], findings: RuleFinding[], features: TextFeatures): boolean {
  return findings.some((f) => f.why === "figurative") && findings.every((f) => f.why === "figurative" || f.level === "check_in") && !NOT_LAUGHED_OFF.some((c) => features.values.has(c)) && !sentences.some((s) => s.timed || s.avowed) && !NOT_JOKING.test(joined(sentences));
}

/**
 * The classifier's crisis, asked about instead where its words are known to mislead it and no rule
 * found anything: a check-in still reaches anyone the words were hiding.
 */
function heldDown(level: RiskLevel, sentences: Sentence[], findings: RuleFinding[], features: TextFeatures): RiskLevel {
  if (level !== "crisis") return level;
  const foreignFear = () => framedInAnotherLanguage(sentences.map((s) => s.text).join(" "));
  // Another language's words held as a fear (a question, not an alarm): the classifier, which knows
  // those languages least, does not overrule that reading.
  if (findings.length > 0) return (findings.every((f) => f.sentence === undefined && f.level === "check_in") && foreignFear()) || laughedOff(sentences, findings, features) ? "check_in" : level;
  return lifeWantedBack(sentences) || routineMedicine(sentences) || medicineAsked(sentences) || identityOnly(sentences, features) || compulsionOnly(sentences, features) || bodyFocusedOnly(sentences, features) || treatmentEndedWell(sentences, features) || safetyStated(sentences, features) || foreignFear()
    ? "check_in"
    : level;
}

// The wish denied outright ("I have no wish to die", "zero desire to hurt myself"): with no method, means,
// preparation or time beside it, the classifier's alarm on its words is asked about instead.
const WISH_DENIED =
  / (?:no|zero|not (?:a|any|the slightest)|never (?:had|have) (?:a|any)) (?:wish|desire|intention|intent|plan|plans|urge) (?:at all )?to (?:die|be dead|kill myself|hurt myself|harm myself|end (?:it|my life))/;

/** The wish denied, and nothing of a method, a place, preparation, an ending or a near time in the text. */
function wishDenied(sentences: Sentence[], features: TextFeatures): boolean {
  return WISH_DENIED.test(joined(sentences)) && !METHOD_OR_PREPARATION.some((c) => features.values.has(c)) && !sentences.some((s) => s.timed);
}

// Grief told ("Grief hit hard today, it's my mum's birthday and she's not here"): the classifier reads
// someone "not here" and a death as an ending. With no wish, method, place, weapon, despair, harm or
// preparation beside it, asked about once instead of alarmed; "I want to be with her now" is a wish.
const GRIEF_TOLD = / (?:grief|grieving|mourning|bereave[a-z]*|passed away|passed on|(?:she|he|they) (?:died|is not here|is gone|are not here|are gone)|funeral|grave|anniversary of|since (?:she|he|they|my [a-z]+) (?:died|passed)|my [a-z]+ (?:died|passed)|miss (?:her|him|them|my (?:mum|mom|dad|wife|husband|partner|son|daughter|sister|brother|nan|gran|grandad|grandma|grandpa|friend|dog|cat)))(?= )/;
const NOT_GRIEF_ALONE = ["c:desire", "c:selfkill", "c:means", "c:place", "c:weapon", "c:hopeless", "c:harm", "c:prep", "c:future", "c:avowal"];

// Joining the one who died, or words that say it is meant ("I said I'd go and see him this year. I
// meant it literally."): the wish grief can hide.
const REUNION = / (?:be with|join|go and see|go see|go to see|see|meet|follow) (?:him|her|them|my [a-z]+) (?:again|soon|now|tonight|this year|there|up there)| meant it | literally | for real /;

/** Grief told, and no wish, reunion, method, despair, harm, preparation, intent or owning words in the text. */
function griefOnly(sentences: Sentence[], features: TextFeatures): boolean {
  const text = joined(sentences);
  return GRIEF_TOLD.test(text) && !REUNION.test(text) && !NOT_GRIEF_ALONE.some((c) => features.values.has(c)) && !sentences.some((s) => s.avowed);
}

// Short of time, energy or money ("I have no time today", "no energy this week"): the classifier reads "no"
// beside a time as an ending. With nothing of risk in the text, and not "no time left", asked about instead.
const SHORT_OF = / (?:no|not|not much|not enough|little|zero) (?:time|energy|money|cash|spare time|patience)(?! left)(?! [a-z]+ left)/;

/** Short of time, energy or money told, where nothing in the text speaks of death, a method, despair or harm. */
function shortOfTimeOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(SHORT_OF, sentences, features);
}

// An ERP form's fear written under its label ("Feared outcome: I'll lose control at bath time and push his
// head under. How likely … 40%"): the classifier reads the act the fear names. With no word of one's own
// death, despair, an ending or owning beside it, asked about instead; the rules still read every word.
const FEAR_LABEL = new RegExp(`^ ${OCD_LABEL} , `);
const NOT_A_LABELLED_FEAR_ALONE = ["c:desire", "c:selfkill", "c:hopeless", "c:finality", "c:avowal", "c:death"];

/** A fear that shows the wish: of surviving, of waking up, of it failing or being found in time ("Feared outcome: that I'll survive it"). */
const FEAR_REVEALS_WISH = / (?:survive|surviving|survived|wake up|waking up|still be (?:alive|here)|not work|will fail|fails|failing|being found|found in time|get saved|being saved) /;

function labelledFearOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return FEAR_LABEL.test(sentences[0]?.text ?? "") && !NOT_A_LABELLED_FEAR_ALONE.some((c) => features.values.has(c)) && !FEAR_REVEALS_WISH.test(joined(sentences));
}

// False-memory OCD ("false memory today that I'd left my insulin pen where my nephew could reach it and he
// injected himself"): a doubt of having done harm, told as such. The classifier reads the act; with no
// wish, despair, preparation or ending of the writer's own beside it, asked about instead.
const FALSE_MEMORY_TOLD = / false memor(?:y|ies) /;
const NOT_A_DOUBT_ALONE = ["c:desire", "c:selfkill", "c:hopeless", "c:prep", "c:finality", "c:avowal", "c:future"];

function falseMemoryOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return FALSE_MEMORY_TOLD.test(joined(sentences)) && !NOT_A_DOUBT_ALONE.some((c) => features.values.has(c));
}

// A feeling named ("my boss humiliated me and I'm furious", "I feel so lonely, nobody understands", "this
// isn't helping", "going to the pub tonight, can't wait"): the classifier reads short texts by their few
// common words ("everyone", "nobody", "is not"). With no word of death, a method, despair, harm or leaving
// in the text, asked about instead.
const FEELING_TOLD = / (?:can not wait|looking forward|so excited|excited (?:for|to|about)|angry|furious|livid|fuming|raging|annoyed|irritated|frustrated|humiliated|embarrassed|jealous|lonely|stressed|overwhelmed|disappointed(?! (?:that )?i (?:woke|am (?:still )?(?:here|alive)|survived|did not die))|(?<!not (?:be )?(?:that |too |very |so )?)upset|gutted|bored|fed up|pissed off|mad at|cross with|(?:is|are|was|were) not (?:helping|working))(?= )/;

/** A feeling told, where nothing in the text speaks of death, a method, despair or harm. */
function feelingOnly(sentences: Sentence[], features: TextFeatures): boolean {
  // Not a reunion looked forward to ("can't wait to see my mum again, she's waiting for me up there").
  return toldWithoutRisk(FEELING_TOLD, sentences, features) && !REUNION.test(joined(sentences));
}

/**
 * Everyday words the crisis classifier is known to misread (rumination, a lament that something will not
 * stop, dread, a checking compulsion named, a counting ritual, a feeling named), with nothing of risk
 * beside them: its crisis is asked about instead. Never applied to the being-harmed model, whose alarms
 * such words do not explain.
 */
function askedNotAlarmed(level: RiskLevel, sentences: Sentence[], findings: RuleFinding[], features: TextFeatures): RiskLevel {
  // Owned words ("not an intrusive thought, I want to") are never held down to a question.
  if (level !== "crisis" || findings.length > 0 || sentences.some((s) => s.avowed)) return level;
  return ruminationOnly(sentences, features) || falseMemoryOnly(sentences, features) || labelledFearOnly(sentences, features) || persistenceOnly(sentences, features) || dreadOnly(sentences, features) || checkingOnly(sentences, features) || wishDenied(sentences, features) || griefOnly(sentences, features) || shortOfTimeOnly(sentences, features) || countingRitualOnly(sentences, features) || feelingOnly(sentences, features) || doubtOnly(sentences, features) || takenBackOnly(sentences, features)
    ? "check_in"
    : level;
}

// Words taken back ("I want satan to take my soul. I didn't mean it"), where nothing in the text speaks of death,
// a method, despair or harm: the classifier's alarm on the wish is asked about instead.
const TAKEN_BACK = / i (?:did not|never) (?:really )?mean(?:t)? (?:it|that|any of it|those words) /;

function takenBackOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return toldWithoutRisk(TAKEN_BACK, sentences, features) && !sentences.some((s) => s.timed);
}

// OCD's doubt told in its own words: a sin feared (scrupulosity: "it might not have been halal, I've sinned"),
// a harm perhaps caused ("I think I ran a red light and maybe caused an accident"), a page redone until it
// is just right. Where nothing of death, a method, a place, despair or harm, and no near time, is in the
// text (the words of preparation or an ending, "notes" or "last week", may be), the classifier's alarm on
// them is asked about instead.
const DOUBT_TOLD =
  / (?:sinned|sinning|sinful|a sin|committed a sin|halal|haram|kosher|blasphem[a-z]*|(?:maybe|might have|may have|could have|possibly) (?:caused|hit|run over|ran over|knocked)|until (?:it|they) (?:looks?|feels?|sounds?|reads?) (?:just )?right|rewrit[a-z]*(?! (?:the |my |a |this )?(?:letter|note|will|goodbye|message)\b)) /;

function doubtOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return DOUBT_TOLD.test(joined(sentences)) && !HARM_CONCEPTS.some((c) => features.values.has(c)) && !sentences.some((s) => s.timed);
}

// Words the classifier weighs for one's own death, a means of it or a weapon: with any of them, a dismissed harm
// obsession is no reason to doubt its alarm.
const NOT_AN_OBSESSION_ALONE = ["c:death", "c:selfkill", "c:means", "c:place", "c:hopeless", "c:prep", "c:finality", "c:weapon"];

/**
 * Every finding of the rules is harm to someone else read as the obsession (disowned, feared, a thought),
 * and nothing in the text speaks of one's own death, a means, despair or preparation ("I want to kill him.
 * That's the sentence that shows up when my brother is in the room. Not a real want"): the classifier's
 * alarm on those same words is asked about instead.
 */
function harmObsessionOnly(findings: RuleFinding[], features: TextFeatures): boolean {
  return findings.length > 0 && findings.every((f) => f.category === "harm_others" && f.level === "none") && !NOT_AN_OBSESSION_ALONE.some((c) => features.values.has(c));
}

// An image of harming oneself, pictured and disowned ("I keep getting images of myself slitting my wrists …
// I'm not sad, not planning anything, just horrified"): the rules read it as an obsession, the classifier
// reads its act. With no wish, despair, calm, preparation, ending, place, near time or owning words in the
// text, its alarm is asked about instead; a rule's crisis (an act done, the means out) still stands.
const NOT_A_SELF_IMAGE_ALONE = ["c:desire", "c:hopeless", "c:prep", "c:finality", "c:avowal", "c:place", "c:calm"];
const SELF_PICTURED = / (?:images?|pictures?|visions?|flash(?:es)?|scenes?|clips?) (?:in my head )?of (?:myself|me) | i (?:keep )?(?:see|picture|imagine|saw|pictured|imagined|seeing|picturing|imagining) myself /;

function selfImageOnly(sentences: Sentence[], findings: RuleFinding[], features: TextFeatures): boolean {
  // Pictured and disowned by the rules' reading, or, where no rule read the image, by the text's own words.
  const pictured = findings.length > 0
    ? findings.every((f) => f.level === "none" && (f.why === "disowned" || f.why === "thought") && f.sentence !== undefined && SELF_PICTURED.test(sentences[f.sentence].text))
    : sentences.some((s) => SELF_PICTURED.test(s.text)) && features.values.has("c:disown");
  return pictured && !NOT_A_SELF_IMAGE_ALONE.some((c) => features.values.has(c)) && !sentences.some((s) => s.timed || s.avowed);
}

// Words of ending one's life that the rules read as the obsession's (disowned: "that's the sentence that loops
// … it doesn't feel like mine"; "the loop again … not a wish"), or as an imaginal script read again and again,
// and nothing else found: the classifier reads the words, and asks instead of alarming. With a wish, despair,
// calm, preparation, an ending, a place, owning words or (outside a script) a near time, its alarm stands.
const SELF_DIRECTED_WORDS = new Set<RiskCategory>(["intent", "active_thoughts", "wish_dead"]);
const NOT_A_DISOWNED_THOUGHT_ALONE = ["c:desire", "c:hopeless", "c:prep", "c:finality", "c:avowal", "c:calm"];

function selfThoughtDisowned(sentences: Sentence[], findings: RuleFinding[], features: TextFeatures): boolean {
  const script = sentences.some((s) => SCRIPT_READ.test(s.text));
  const read = findings.length > 0 && findings.every((f) => SELF_DIRECTED_WORDS.has(f.category) && (f.level === "check_in" || (f.level === "none" && f.why === "disowned")));
  const disowned = findings.some((f) => f.why === "disowned");
  // A script may name its imagined place.
  const notAlone = script ? NOT_A_DISOWNED_THOUGHT_ALONE : [...NOT_A_DISOWNED_THOUGHT_ALONE, "c:place"];
  return read && (disowned || script) && !notAlone.some((c) => features.values.has(c)) && !sentences.some((s) => s.avowed || (s.timed && !script));
}

const LABEL_ONLY = new RegExp(`^ ?(?:${OCD_LABEL}|thoughts?(?: today| tonight| this morning)?|log|entry|journal|today|update)(?: ,)? ?$`);

/** The writer pictures doing the harm ("I imagined strangling my girlfriend"): an intrusive image, not harm done to them. */
const HARM_PICTURED =
  / i (?:imagined|imagine|pictured|picture|keep picturing|keep imagining|saw myself|see myself|had (?:a thought|an image|thoughts|images|an urge|urges) (?:of|about|to)) (?:[a-z]+ )?(?:strangl|chok|stab|hit|punch|kick|hurt|push|drown|smother|kill|slap|shak|burn|touch|throw)/;

/**
 * The being-harmed model's alarm. It stays silent where words are known to mislead (heldDown), and it
 * does not read the sentences where the rules read harm to someone else as a thought or a fear, or
 * where the writer pictures doing it (an intrusive image of strangling a partner holds the words of
 * being strangled); the text's other sentences it still reads ("Feared outcome: I'll stab someone. But
 * my girlfriend held a real knife to my face last night").
 */
function beingHarmed(sentences: Sentence[], findings: RuleFinding[], features: TextFeatures): boolean {
  const pictured = new Set<number>();
  for (const f of findings) if (f.category === "harm_others" && f.level === "none" && f.sentence !== undefined) pictured.add(f.sentence);
  sentences.forEach((s, i) => HARM_PICTURED.test(s.text) && pictured.add(i));
  if (pictured.size === sentences.length) return false;
  const read = pictured.size === 0 ? features : extractFeatures(sentences.filter((_, i) => !pictured.has(i)), findings.filter((f) => f.sentence === undefined || !pictured.has(f.sentence)).map(findingFeature));
  return harmedProbability(read) >= HARMED_THRESHOLD && heldDown("crisis", sentences, findings, features) === "crisis";
}

/**
 * The risk assessment: the rules first (a crisis they find stands), then the classifier, which can
 * raise the level where the rules found nothing or only a reason to ask (to a check-in at most for
 * one's life wanted back or a medicine taken as prescribed: heldDown).
 */
export function assessRisk(input: string): RiskAssessment {
  // The ERP form's question pasted with its answer ("What do you fear will happen? That I'll stab my
  // partner"): the answer is read as that field reads it.
  const asked = FEAR_QUESTION.exec(input);
  if (asked && input.length > asked[0].length) return assessFearedOutcome(input.slice(asked[0].length));
  const sentences = readText(input);
  // A label with nothing after it ("thoughts today:", "intrusive:"): nothing said yet to read.
  if (LABEL_ONLY.test(joined(sentences))) return { level: "none", reasons: [] };
  const findings = ruleFindings(sentences, { all: false, raw: input });
  const byRules = strongest(findings);
  if (byRules.level === "crisis") return pastAndWellNow(sentences) ? { level: "check_in", reasons: byRules.reasons } : byRules;
  const features = extractFeatures(sentences, findings.map(findingFeature));
  const p = crisisProbability(features);
  const alarm = askedNotAlarmed(heldDown(classifierLevel(p, features), sentences, findings, features), sentences, findings, features);
  const byClassifier = alarm === "crisis" && (harmObsessionOnly(findings, features) || selfImageOnly(sentences, findings, features) || selfThoughtDisowned(sentences, findings, features)) ? "check_in" : alarm;
  // Being harmed by someone, read by its own model: it raises the answer to a crisis (or names the
  // danger beside the classifier's), never lowers one.
  const harmed = beingHarmed(sentences, findings, features);
  if (byClassifier === "crisis" && !harmed && pastAndWellNow(sentences)) return { level: "check_in", reasons: [{ category: likelyCategory(features), evidence: "classifier" }] };
  if (byClassifier === "crisis" || harmed) {
    const reasons: RiskReason[] = byClassifier === "crisis" ? [{ category: likelyCategory(features), evidence: "classifier" }] : [];
    if (harmed) reasons.push({ category: "harmed", evidence: "classifier" });
    return { level: "crisis", reasons };
  }
  if (byRules.level === "check_in") return byRules;
  // One word with nothing of risk in it ("no", "counting", a ladder step's "no"): too little for the
  // classifier to ask about; its question landed on the clinician's list for every such answer.
  const oneWord = sentences.length === 1 && wordCount(sentences) === 1;
  // Grief told alone, which the classifier only leans towards asking about ("my grandad died last month and
  // I keep crying"): not asked. Where it reads more (a crisis held down by griefOnly), it still asks.
  const griefLeanedOn = p < CHECK_IN_WITHOUT_RISK_WORDS && griefOnly(sentences, features);
  if (byClassifier === "check_in" && !(oneWord && !speaksOfRisk(features)) && !riskOnlyInCounting(sentences, features) && !griefLeanedOn) return { level: "check_in", reasons: [{ category: likelyCategory(features), evidence: "classifier" }] };
  if (byRules.level === "none" && BARE_PLEA.test(sentences.map((s) => s.text).join(" "))) return { level: "check_in", reasons: [{ category: "hopelessness", evidence: "plea for help" }] };
  // Words that own the intent ("I've made sure I won't", "it wasn't an accident") beside any word of
  // risk the rules could not place: asked about, never passed over.
  if (byRules.level === "none" && sentences.some((s) => s.avowed) && speaksOfRisk(features)) return { level: "check_in", reasons: [{ category: likelyCategory(features), evidence: "owned" }] };
  return byRules;
}

// A crisis told as the past, by someone who says how they are now ("Three years ago I took an overdose.
// Today I ran 10k … I'm proud"; "When I was 17 I tried to end my life. I'm 30 now, with a mortgage"): asked
// about once, as a clinician asks after a history, not answered as a crisis now. Anything of now (tonight,
// again, a plan, saving, a relapse) keeps the crisis.
const TOLD_AS_PAST = / (?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) years ago|when i was (?:\d+|a teenager|younger|a teen|at school|at uni)|anniversary of|years since|my past|used to|after my attempt|in my (?:teens|twenties)) /;
const WELL_NOW = / (?:proud|grateful|thankful|still here|doing (?:well|ok|okay|great|better)|gets better|got better|stable|happy tears|i am \d+ now|have not needed (?:it|them)|recovered|in a good place|peaceful place now|and it did|(?:could|would) not have (?:imagined|believed)|never (?:imagined|thought i would see)) /;
const NOT_ONLY_PAST = / (?:tonight|right now|now i am|again|this time|planning|plan is|saved|saving|stockpil[a-z]*|relapse[a-z]*|started|still want|want to die|going to|ready to|goodbye|urges? (?:are|is) back|not (?:better|ok|okay|fine|well|doing well)|worse|tied|knot|noose|rope|note) /;

function pastAndWellNow(sentences: Sentence[]): boolean {
  const text = joined(sentences);
  return TOLD_AS_PAST.test(text) && WELL_NOW.test(text) && !NOT_ONLY_PAST.test(text);
}

/** Any time named ("on Friday", "tonight", "after work"). */
const A_TIME = compile(TIME);

/** What a fear can voice: harm to another, or of oneself a wish, a thought or an act to come ("I'll jump from the window at work"). */
const VOICED_AS_FEAR = new Set<RiskCategory>(["harm_others", "intent", "active_thoughts", "wish_dead"]);


const COUNTING = /(?<= )count(?:ing|ed|s)?(?= )/;
const EVERY_COUNTING = new RegExp(COUNTING.source, "g");

/**
 * The only word of risk is counting ("counting", "counting the taps": a compulsion, and a ladder step's or
 * onboarding's own word), which the risk groups hold for "counting pills". Without it the text would
 * speak of no risk at all: the classifier's question is not asked (it had put such people on the
 * clinician's list). Counting pills or days keeps its words of risk, and its rules.
 */
function riskOnlyInCounting(sentences: Sentence[], features: TextFeatures): boolean {
  const text = joined(sentences);
  if (!COUNTING.test(text)) return false;
  const without = readText(text.replace(EVERY_COUNTING, "doing"));
  return !speaksOfRisk(extractFeatures(without, ruleFindings(without).map(findingFeature)));
}

const RITUAL_NAMED = / (?:ritual|rituals|compulsion|compulsions|compulsive|ocd) /;

/** Counting named as a ritual ("I've chosen to drop the counting ritual"), its only word of risk; not "counted them out". */
function countingRitualOnly(sentences: Sentence[], features: TextFeatures): boolean {
  return RITUAL_NAMED.test(joined(sentences)) && riskOnlyInCounting(sentences, features);
}

/** "What do you fear will happen?" (the ERP form's question) at the start of a text, with an optional "Q:" and "A:". */
const FEAR_QUESTION = /^\s*(?:q\s*[:.)-]\s*)?what (?:do you fear|are you afraid|are you scared|do you worry) (?:will|might|is going to) happen\s*[?:.]*\s*(?:a\s*[:.)-]\s*)?/i;

/**
 * The answer to "What do you fear will happen?". Read as written, as every text is, and as the fear it
 * answers: a fear that reveals a wish ("that I'll wake up tomorrow") is a crisis. Harm to another
 * person written bare, the commonest obsession ("I will stab my baby"), is read as the fear; harm to
 * oneself written bare ("I'll jump from the window at work") may be the fear or the intent, so it is
 * asked about. A time named, a plan, an act, despair, or the classifier's alarm stand as written.
 */
export function assessFearedOutcome(input: string): RiskAssessment {
  const sentences = readText(input);
  // A first sentence that voices its own fear ("I'm scared of not managing it") is read as it stands.
  const framesItself = (sentences[0]?.fear.length ?? 0) > 0;
  const asFear = assessRisk(framesItself ? input : `I am afraid ${/^\s*that\b/i.test(input) ? "" : "that "}${input}`);
  if (asFear.level === "crisis") return asFear;
  const asWritten = assessRisk(input);
  const { reasons } = asWritten;
  if (asWritten.level !== "crisis" || reasons.some((r) => r.evidence === "classifier") || sentences.some((s) => occurs(A_TIME, s.text, s.words))) return asWritten;
  if (reasons.every((r) => r.category === "harm_others")) return asFear;
  return reasons.every((r) => VOICED_AS_FEAR.has(r.category)) ? { level: "check_in", reasons } : asWritten;
}
