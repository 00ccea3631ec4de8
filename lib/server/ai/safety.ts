// Clinical safety rules shared by every AI provider: spotting real risk (crisis resources instead of a
// reframe), and refusing answers that reassure, diagnose or advise on medication.
import "server-only";
import { CRISIS_INTRO, CRISIS_RESOURCES } from "@/lib/domain/crisis";
import type { ErpGuidance } from "@/lib/domain/erp-schemas";
import type { AiResponse } from "@/lib/domain/thoughts";

/** Lower case, straight apostrophes, common contractions restored, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\b(i)m\b/g, "i'm")
    .replace(/\bi am\b/g, "i'm")
    .replace(/\bive\b/g, "i've")
    .replace(/\b(don|can|won|isn|didn|doesn|wouldn|couldn|shouldn)t\b/g, "$1't")
    .replace(/\bgonna\b/g, "going to")
    .replace(/\bwanna\b/g, "want to")
    .replace(/[ \t]+/g, " ")
    .trim();
}

// Risk that never depends on framing: hopelessness, plans, preparations and acts of self-harm.
const ALWAYS_CRISIS: RegExp[] = [
  /\bbetter off (dead|without me|with me (gone|dead)|if i (was|were|wasn't|weren't) (gone|dead|not (here|around|alive)|here|alive|around)|if i (died|disappeared|didn't exist|never existed))\b/,
  /\b(no|any) (reason|point) (to|in) (live|living|go on|going on|being alive|be alive|stay alive|staying alive)\b/,
  /\bnothing (left )?to live for\b/,
  /\bnot worth (living|being alive|staying alive)\b/,
  /\b(life|my life|it)('s| is) (not|no longer) worth (it|living)\b/,
  /\b(life|my life|it) (isn't|is not) worth (it|living)\b/,
  /\b(i'd|i would|i) (rather|prefer to) (be dead|die|not (be alive|exist|wake up))\b/,
  /\bcan't (go on|keep going|take (it|this|life) anymore)\b/,
  /\bdon't want to (live|be alive|exist|wake up|be here anymore)\b/,
  /\bwish i (was|were) (dead|never born)\b/,
  /\bwish i (was|were)n't (alive|here|born)\b/,
  /\bhopeless(ness)?\b/,
  /\b(suicide|goodbye) (note|letter|plan)\b/,
  /\bi('ve| have) (a|made a) plan\b/,
  /\b(saved|saving|stockpil\w*|collect\w*|hoard\w*) (up )?(pills|tablets|meds)\b/,
  /\boverdos\w*\b/,
  /\bi('ve| have) been (cutting|burning|hurting|harming) (myself|my arms?|my legs?)\b/,
  /\bi (cut|burned|hurt|harmed) myself (again|on purpose|last night|today|yesterday)\b/,
  /\b(end|ending) it all\b/,
  /\bgive up on (life|living)\b/,
  /\b(say|said|saying) goodbye (to everyone|for good|forever)\b/,
  /\b(bought|got|have) (a|the) (gun|rope) (to|so i can)\b/,
  /\bkms\b/,
];

const NOT_NEGATED = "(?<!(?:don't|do not|never|not|didn't|doesn't|wouldn't|won't) )";

// First-person desire or intent about one's own death: never excused by a fear word nearby ("I'm so
// anxious that I want to die" is a crisis). Negated desire ("I don't want to die") is not intent.
const SELF_DESIRE: RegExp[] = [
  new RegExp(
    `${NOT_NEGATED}\\b(want|wanted|wanting|wish|plan|planning|intend|intending|ready|decided|need) to (die|be dead|kill myself|end my life|take my (own )?life|end it|end things|disappear forever|not wake up)\\b`,
  ),
  /\b(going|about|ready) to (kill myself|end my life|take my (own )?life|end it|end things|act on (it|them|these|those|the urges?|my urges?|these urges|those urges|the thoughts?))\b/,
  /\bi('m| am)? (will|going to|about to) act on (it|them|the urges?|these urges)\b/,
  /\b(kill|killing|end|ending) myself (tonight|today|tomorrow|soon|this week|this weekend)\b/,
];

// Desire or intent about death or harm that an intrusive thought can also voice ("what if I kill myself?",
// "I'm terrified I will kill my mum"): risk, unless a fear frame directly governs the phrase.
const INTENT_CRISIS: RegExp[] = [
  new RegExp(`${NOT_NEGATED}\\b(want|wanted|wanting|plan|planning|intend|intending|ready|decided) to (hurt myself|harm myself|cut myself)\\b`),
  /\b(going|about) to (hurt myself|harm myself|cut myself)\b/,
  /\bi('ll| will) (kill myself|end my life|take my (own )?life|hurt myself)\b/,
  /\b(kill|killing) myself\b/,
  /\b(end|ending) my (own )?life\b/,
  /\bsuicid(e|al)\b/,
  /\b(thinking|think|thought) (about|of) (killing myself|ending (it|my life)|suicide)\b/,
];

// Intent to harm someone else: the commonest harm-OCD theme, so urges and images also count as a frame.
const OTHERS_INTENT: RegExp[] = [
  /\bi('ll| will|'m going to|'m about to| want to| wanted to| plan to|'m planning to| intend to) (\w+ ){0,2}(kill|murder|stab|shoot|strangle|hurt|harm|poison|attack|beat) (him|her|them|my|someone|somebody|people|everyone|a |the )/,
];

const FEAR_WORD = "(?:what if|what happens if|scared|afraid|terrified|frightened|worried|worry|worries|fear|fears|feared|fearful|panick\\w*|anxious|paranoid)";
const NEGATION_BEFORE = /\b(not|no longer|never|isn't|aren't|wasn't|weren't|without|no)( \w+)?\s*$/;
const I_MODAL = "(?: i(?:'ll|'d|'m| will| might| could| may| would| am| can)?)?(?: (?:going|about) to)?";

/** A fear frame that directly governs the phrase that follows: "what if I ...", "scared (that) I'll ...". */
const GOVERNING_FEAR = new RegExp(`\\b${FEAR_WORD}(?: that)?${I_MODAL}(?: \\w+){0,2} ?$`);
/** "intrusive thoughts about ...", "an image of ...": the phrase is the content of an unwanted thought. */
const GOVERNING_THOUGHT = /\b(intrusive|unwanted|obsessive) (thoughts?|images?|urges?|pictures?|ideas?) (of|about|that)( i(?:'ll| will| might| could)?)?( \w+){0,2} ?$/;
/** "an urge to ...", "a thought of ...": allowed to frame harm to others only (never one's own death). */
const GOVERNING_OTHERS = /\b(urges?|impulses?|images?|thoughts?|pictures?|flash(es)?) (to|of|about|that)( i(?:'ll| will| might| could)?)?( \w+){0,2} ?$/;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;\n])|\bbut\b/).map((s) => s.trim()).filter(Boolean);
}

/** True when a fear word ends `before` as a governing frame and is not itself negated ("not scared"). */
function governedBy(frame: RegExp, before: string): boolean {
  const m = frame.exec(before);
  if (!m) return false;
  return !NEGATION_BEFORE.test(before.slice(0, m.index));
}

function framedAsFear(sentence: string, index: number, othersOnly: boolean): boolean {
  const before = sentence.slice(0, index);
  return governedBy(GOVERNING_FEAR, before) || governedBy(GOVERNING_THOUGHT, before) || (othersOnly && governedBy(GOVERNING_OTHERS, before));
}

function firstUnframed(sentence: string, patterns: RegExp[], othersOnly: boolean): boolean {
  for (const re of patterns) {
    const g = new RegExp(re.source, "g");
    for (const match of sentence.matchAll(g)) {
      if (!framedAsFear(sentence, match.index, othersOnly)) return true;
    }
  }
  return false;
}

/** True when the words signal real risk to life (intent, plan, hopelessness), not an unwanted intrusive thought. */
export function signalsCrisis(thought: string): boolean {
  const text = normalise(thought);
  if (ALWAYS_CRISIS.some((re) => re.test(text))) return true;
  if (SELF_DESIRE.some((re) => re.test(text))) return true;
  for (const sentence of sentences(text)) {
    if (firstUnframed(sentence, INTENT_CRISIS, false)) return true;
    if (firstUnframed(sentence, OTHERS_INTENT, true)) return true;
  }
  return false;
}

const DEATH_OR_SELF_HARM =
  /\b(die|dies|died|dying|dead|death|suicid\w*|kill(ing)? myself|end(ing)? (my (own )?life|it)|take my (own )?life|hurt(ing)? myself|harm(ing)? myself|cut(ting)? myself|self[- ]?harm\w*|jump(ing)? (off|in front)|not wake up|disappear forever)\b/;

/**
 * The broader net used when no model can judge the words: any mention of death, self-harm or intent to harm, framed
 * as fear or not (every intent phrase, suppressed or not, counts).
 */
export function mentionsDeathOrSelfHarm(thought: string): boolean {
  const text = normalise(thought);
  return (
    DEATH_OR_SELF_HARM.test(text) ||
    [...ALWAYS_CRISIS, ...SELF_DESIRE, ...INTENT_CRISIS, ...OTHERS_INTENT].some((re) => re.test(text))
  );
}

/** Intrusive thoughts about harming oneself get a gentle pointer to help, never an alarm. */
export function mentionsSelfHarm(thought: string): boolean {
  return /\b(myself|my own life|suicid\w*|jump (off|in front)|kill me)\b/.test(normalise(thought));
}

const CRISIS_HELP_LINE = CRISIS_RESOURCES.map((r) => `${r.name}: ${r.contact}`).join(" · ");

/** The answer every provider gives when a thought signals real risk: people and numbers, not a reframe. */
export function crisisResponse(): AiResponse {
  return {
    cognitive_distortion: false,
    distortion_type: "Support needed",
    reframe: CRISIS_INTRO,
    coping_strategy: `Please contact someone now. ${CRISIS_HELP_LINE}. If you can, tell someone you trust how you are feeling and stay with them.`,
    reframed_thought: "I am going through something very painful right now, and I can reach out for support.",
    ocd_pattern: null,
    crisis: true,
  };
}

/**
 * The ERP answer when the trigger itself signals real risk: no exposure is set (this is not the moment
 * for one), and the crisis resources travel with the guidance so the flow shows them instead of a task.
 * The task/guidance/encouragement fields keep the response shape and point to the same help in words.
 */
export function erpCrisisGuidance(duration: number): ErpGuidance {
  return {
    task: {
      description: "No exposure today. What you wrote sounds very painful, and right now reaching out for support matters more than any exercise.",
      duration,
    },
    guidance: `${CRISIS_INTRO} ${CRISIS_HELP_LINE}.`,
    encouragement: "Reaching out is a brave step. If you can, tell someone you trust how you are feeling and stay with them.",
    crisis: { intro: CRISIS_INTRO, resources: CRISIS_RESOURCES.map((r) => ({ ...r })) },
  };
}

/**
 * Phrases an answer must never contain. Reassurance feeds OCD (it is itself a compulsion); diagnosis and
 * medication advice are for clinicians. Exported so tests hold every provider to the same list.
 */
export const FORBIDDEN_PHRASES: { rule: "reassurance" | "diagnosis" | "medication"; pattern: RegExp }[] = [
  { rule: "reassurance", pattern: /\byou('re| are| will be|'ll be) (fine|okay|ok|alright|all right|safe|clean|not dangerous)\b/ },
  { rule: "reassurance", pattern: /\b(that|it|this)( will not|'ll never| won't| will never|'s not going to| is not going to) happen\b/ },
  { rule: "reassurance", pattern: /\bnothing bad (will|is going to) happen\b/ },
  { rule: "reassurance", pattern: /\byou('re| are) (a good|not a bad|a kind|a loving) person\b/ },
  { rule: "reassurance", pattern: /\byou('d| would) never (do|hurt|harm|act)\b/ },
  { rule: "reassurance", pattern: /\byou('re| are) not (going to|gonna) (hurt|harm|kill|act)\b/ },
  { rule: "reassurance", pattern: /\b(don't|do not|no need to) worry\b/ },
  { rule: "reassurance", pattern: /\bnothing to worry about\b/ },
  { rule: "reassurance", pattern: /\beverything (will|is going to) be (fine|okay|ok|alright|all right)\b/ },
  { rule: "reassurance", pattern: /\b(i promise|i guarantee|rest assured|i'm sure it's|it's definitely|you definitely)\b/ },
  { rule: "reassurance", pattern: /\b(the door|it|the stove|the oven) (is|was) (definitely )?(locked|off)\b/ },
  { rule: "reassurance", pattern: /\byour hands are clean\b/ },
  { rule: "diagnosis", pattern: /\byou (have|'ve got|suffer from|are suffering from) (ocd|depression|an? (anxiety )?disorder|gad|ptsd|bipolar|psychosis|schizophrenia)\b/ },
  { rule: "diagnosis", pattern: /\b(diagnose|diagnosis|diagnosed)\b/ },
  { rule: "medication", pattern: /\b(ssris?|sertraline|fluoxetine|fluvoxamine|clomipramine|paroxetine|citalopram|escitalopram|prozac|zoloft|luvox|anafranil|xanax|benzodiazepines?|antidepressants?|dosage|prescription|prescribe\w*)\b/ },
  { rule: "medication", pattern: /\b(take|taking|start|stop|increase|decrease|change|adjust|try) (\w+ ){0,3}(medication|meds|dose)\b/ },
];

/** The first rule an answer breaks, or null when it is safe to show. */
export function findForbidden(answer: Pick<AiResponse, "distortion_type" | "reframe" | "coping_strategy" | "reframed_thought">) {
  const text = normalise([answer.distortion_type, answer.reframe, answer.coping_strategy, answer.reframed_thought].join("\n"));
  return FORBIDDEN_PHRASES.find((p) => p.pattern.test(text))?.rule ?? null;
}
