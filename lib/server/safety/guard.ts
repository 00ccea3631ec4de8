// The one clinical-language guard, applied to every answer that reaches a person (thought analysis, ERP
// guidance, new tasks, ladder suggestions), from Claude and from the built-in engine alike. Reassurance
// and certainty feed OCD (asking for them is itself a compulsion); diagnosis and medication advice are for
// clinicians. Tests import this list and run every provider's output through it.

export type GuardRule = "reassurance" | "certainty" | "diagnosis" | "medication";

/** Lower case, straight apostrophes, single spaces: the form the phrases below are written for. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, " ");
}

export const FORBIDDEN_PHRASES: readonly { rule: GuardRule; pattern: RegExp }[] = [
  // Reassurance: promising safety, cleanliness, goodness, or that the feared thing will not happen.
  { rule: "reassurance", pattern: /\byou(?:'re| are| will be|'ll be) (?:completely |totally |perfectly |absolutely )?(?:fine|okay|ok|alright|all right|safe|clean|not dangerous|not a danger|harmless)\b/ },
  { rule: "reassurance", pattern: /\b(?:that|it|this)(?: will not|'ll never| won't| will never|'s not going to| is not going to| isn't going to) (?:happen|come true)\b/ },
  { rule: "reassurance", pattern: /\bnothing (?:bad|terrible|awful) (?:will|is going to|would|can) happen\b/ },
  // Describing reassurance ("asking anyone to tell you it's okay") is not giving it.
  { rule: "reassurance", pattern: /(?<!(?:tell you|tells you|telling you|tell them|say|says|saying|said|hear|hearing|promise you) )\b(?:it|that|this|everything|your hands?|the (?:door|stove|oven|hob|iron|lock|tap|plug|food|surface|handle))(?:'s| is| are| was| were) (?:definitely |perfectly |completely |totally )?(?:clean|safe|fine|okay|ok|harmless|not dangerous|locked|off|unplugged|turned off|not contaminated)\b/ },
  { rule: "reassurance", pattern: /\b(?:it|that|this|everything)(?:'ll| will) be (?:fine|okay|ok|alright|all right)\b/ },
  { rule: "reassurance", pattern: /\beverything (?:will|is going to) be (?:fine|okay|ok|alright|all right)\b/ },
  { rule: "reassurance", pattern: /\byou(?:'re| are) (?:a |such a )?(?:good|kind|moral|decent|loving|not a bad|not a dangerous) person\b/ },
  { rule: "reassurance", pattern: /\byou(?:'d| would) never (?:do|hurt|harm|act|kill)\b|\byou (?:won't|will not|wouldn't|would not|aren't going to|are not going to|are not gonna) (?:act|hurt|harm|kill|do it|do that)\b/ },
  { rule: "reassurance", pattern: /\byou (?:won't|will not|can't|cannot|didn't|did not) (?:get|become|fall|make (?:anyone|them|him|her)) (?:sick|ill|contaminated)\b/ },
  { rule: "reassurance", pattern: /\bgerms (?:can't|cannot|won't|will not) hurt\b/ },
  { rule: "reassurance", pattern: /\b(?:don't|do not|no need to) worry\b|\bnothing to (?:worry about|be afraid of|fear)\b/ },
  { rule: "reassurance", pattern: /\b(?:just|only) a thought\b|\bthoughts can't hurt\b|\bthoughts are harmless\b/ },
  { rule: "reassurance", pattern: /\byou (?:didn't|did not|haven't|have not) (?:hit|hurt|harm|run over|kill|do) (?:anyone|anybody|someone|it)\b/ },
  // Certainty: settling the doubt for the person.
  { rule: "certainty", pattern: /\bi (?:promise|guarantee|can confirm|can assure you)\b|\brest assured\b|\bi(?:'m| am) (?:sure|certain) (?:that |it |you )/ },
  { rule: "certainty", pattern: /(?<!(?:can't be|cannot be|can not be|never be|not be|isn't|is not|no one is|nobody is) )\b100 ?% (?:sure|certain|safe)\b|\b(?:it's|it is|you're|you are) definitely\b|\byou definitely\b|\bthere(?:'s| is) no (?:risk|danger|chance|way (?:you|that))\b|\bfor (?:sure|certain) (?:you|it|that)\b/ },
  // Diagnosis: naming a condition the person has.
  { rule: "diagnosis", pattern: /\byou (?:have|'ve got|suffer from|are suffering from|clearly have|probably have|definitely have|might have|may have) (?:ocd|depression|an? (?:anxiety )?disorder|gad|ptsd|bipolar|psychosis|schizophrenia|adhd|autism|pure o)\b/ },
  { rule: "diagnosis", pattern: /\b(?:diagnose|diagnosis|diagnosed|diagnostic)\b|\b(?:this|that|it) (?:is|sounds like|looks like) (?:definitely |clearly )?(?:ocd|depression|psychosis|a disorder)\b/ },
  // Medication: names, doses, starting or stopping.
  { rule: "medication", pattern: /\b(?:ssris?|snris?|sertraline|fluoxetine|fluvoxamine|clomipramine|paroxetine|citalopram|escitalopram|prozac|zoloft|luvox|anafranil|xanax|benzodiazepines?|antidepressants?|antipsychotics?|dosage|prescription|prescribe\w*|milligrams?|\d+ ?mg)\b/ },
  { rule: "medication", pattern: /\b(?:take|taking|start|stop|increase|decrease|change|adjust|try|skip|double) (?:\w+ ){0,3}(?:medication|meds|dose|pills|tablets)\b/ },
];

/** The first rule the texts break, or null when they are safe to show. */
export function findForbidden(...texts: string[]): GuardRule | null {
  const text = plain(texts.join("\n"));
  return FORBIDDEN_PHRASES.find((p) => p.pattern.test(text))?.rule ?? null;
}
