// Clinical safety rules shared by every AI provider: spotting real risk (crisis resources instead of a
// reframe), and refusing answers that reassure, diagnose or advise on medication.
import "server-only";
import { CRISIS_INTRO, CRISIS_RESOURCES } from "@/lib/domain/crisis";
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
  /\bbetter off (dead|without me|if i (was|were)n't (here|alive|around))\b/,
  /\b(no|any) (reason|point) (to|in) (live|living|go on|going on|being alive|be alive|stay alive|staying alive)\b/,
  /\bnothing (left )?to live for\b/,
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
];

// Desire or intent about death or harm: risk, unless it is voiced as a feared, unwanted possibility
// ("what if I...", "I'm scared I'll..."), which is how intrusive OCD thoughts sound.
const INTENT_CRISIS: RegExp[] = [
  /(?<!(don't|do not|never|not|didn't|doesn't) )\b(want|wanted|wanting|plan|planning|intend|intending|ready|decided) to (die|be dead|kill myself|end my life|take my (own )?life|hurt myself|harm myself|cut myself|disappear forever)\b/,
  /\b(going|about) to (kill myself|end my life|take my (own )?life|hurt myself|harm myself|cut myself)\b/,
  /\bi('ll| will) (kill myself|end my life|take my (own )?life|hurt myself)\b/,
  /\b(kill|killing) myself\b/,
  /\b(end|ending) my (own )?life\b/,
  /\bsuicid(e|al)\b/,
  /\b(thinking|think|thought) (about|of) (killing myself|ending (it|my life)|suicide)\b/,
  /\bi('ll| will|'m going to|'m about to| want to| wanted to| plan to|'m planning to| intend to) (\w+ ){0,2}(kill|murder|stab|shoot|strangle|hurt|harm|poison|attack|beat) (him|her|them|my|someone|somebody|people|everyone|a |the )/,
];

const FEARED_FRAME =
  /\b(what if|scared|afraid|terrified|frightened|worried|worry|worries|fear|fears|feared|panic\w*|anxious|intrusive|unwanted|don't want|never want|would never|urges?|impulses?|images?|flash(es)?|popped|obsess\w*)\b/;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;\n])|\bbut\b/).map((s) => s.trim()).filter(Boolean);
}

/** The few words just before a match: a fear frame has to sit right there to change its meaning. */
function framedAsFear(sentence: string, index: number): boolean {
  const before = sentence.slice(0, index).split(" ").slice(-7).join(" ");
  return FEARED_FRAME.test(before);
}

/** True when the words signal real risk to life (intent, plan, hopelessness), not an unwanted intrusive thought. */
export function signalsCrisis(thought: string): boolean {
  const text = normalise(thought);
  if (ALWAYS_CRISIS.some((re) => re.test(text))) return true;
  for (const sentence of sentences(text)) {
    for (const re of INTENT_CRISIS) {
      const match = re.exec(sentence);
      if (match && !framedAsFear(sentence, match.index)) return true;
    }
  }
  return false;
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
