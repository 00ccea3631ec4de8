// The one clinical-language guard, applied to every answer that reaches a person (thought analysis, ERP
// guidance, new tasks, ladder suggestions), from Claude and from the built-in engine alike. Reassurance
// and certainty feed OCD (asking for them is itself a compulsion); diagnosis and medication advice are for
// clinicians. Promising that the anxiety will pass, or telling the person to wait until it does, is
// habituation's frame, which inhibitory learning avoids (decision 014's amendment of 2026-11-25): the
// exposure is for learning to stay with uncertainty whether or not the anxiety changes. Tests import this
// list and run every provider's output through it.

export type GuardRule = "reassurance" | "certainty" | "diagnosis" | "medication" | "habituation_promise";

// The pieces of the habituation rule: what is said to fade, how, and who feels it.
/** Anxiety and its kin, or "it" standing for them. */
const FEELING = String.raw`(?:(?:the|your|this|that|my|any|all the|all that) )?(?:anxiety|anxious feelings?|fear|distress|discomfort|unease|panic|dread|worry|tension|feelings?|urges?|sensations?)|it`;
/**
 * Becoming less, in base, third-person and past forms. Not followed by an object, so a verb used
 * transitively ("this will settle the question") is not read as the feeling fading.
 */
const FADING = String.raw`(?:go(?:es)? (?:away|down)|gone (?:away|down)|went (?:away|down)|pass(?:es|ed)?(?: (?:away|off))?|fades?(?: away)?|faded(?: away)?|subsides?|subsided|drop(?:s|ped)?(?: off)?|comes? down|came down|disappear(?:s|ed)?|settles?(?: down)?|settled(?: down)?|eases?(?: off)?|eased(?: off)?|die(?:s|d)? (?:down|away)|wears? off|wore off|calms? down|calmed down|falls? away|fell away|lift(?:s|ed)?|soften(?:s|ed)?|shrinks?|shrank|level(?:s|led)? off|melts? away|vanish(?:es|ed)?)\b(?! (?:the|your|a|an|it|this|that|them|him|her|my|any|some)\b)`;
/** Feeling better: what "until it feels …" promises. */
const RELIEF = String.raw`(?:a (?:little|bit|lot) |much |somewhat )?(?:better|okay|ok|fine|all right|alright|calm|calmer|relaxed|manageable|more manageable|easier|bearable|comfortable|more comfortable|safe|safer|less \w+|at ease|at peace|normal)`;
/** A sentence that says the person need not wait for it: describing the frame, not using it. */
const NOT_WAITING = String.raw`(?<!\b(?:don't|do not|doesn't|does not|didn't|did not|no need to|not|never|needn't|need not|without|rather than|instead of|isn't|is not|aren't|are not|won't|will not)(?: (?:need|needs|have|has|got|try|trying|want|going|mean|means))?(?: to)?(?: (?:wait|waiting|stay|staying|sit|sitting|hold on|holding on|keep going|practi[cs]e|practi[cs]ing|repeat|repeating))? )`;
const HABITUATION_PROMISE = new RegExp(
  [
    // A promise: "your anxiety will pass", "it'll fade", "the fear is going to come down", "it always passes".
    String.raw`(?<!\b(?:whether or not|whether|if|promise|promises|guarantee|guarantees|say|says|saying)(?: you)?(?: that)?(?: (?:the|your|this|that|my|any))? )\b(?:${FEELING})(?:'ll|'s going to|'s gonna|'re going to| (?:will|is going to|are going to|is gonna|are gonna|always|usually|naturally|eventually|inevitably|soon)) (?:(?:soon|eventually|naturally|always|gradually|slowly|then|surely|start to|begin to|on its own|by itself|definitely|certainly|just) )*${FADING}`,
    // An instruction to wait for it: "wait until the anxiety goes away", "stay until it passes", "wait for the fear to subside".
    String.raw`${NOT_WAITING}\b(?:until|till|'til|til|once) (?:${FEELING}) (?:(?:has|have|starts? to|begins? to|starts|begins|finally|slowly|naturally|eventually) )*${FADING}`,
    String.raw`${NOT_WAITING}\bwait(?:ing|s)? (?:for|until|till) (?:${FEELING}) to (?:(?:start to|begin to|slowly|naturally|eventually) )*${FADING}`,
    // "until it feels better", "until you feel calm", "until you're calmer".
    String.raw`${NOT_WAITING}\b(?:until|till|'til|til|once) (?:${FEELING}|you|things)(?:'re|'s| (?:feels?|starts? to feel|begins? to feel|are|is|become|becomes|get|gets))(?: feeling)? ${RELIEF}\b`,
  ].join("|"),
);

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
  // The same said as the person's own reframed thought: "I am a caring person".
  { rule: "reassurance", pattern: /\bi(?:'m| am) (?:a |such a )?(?:good|kind|moral|decent|loving|caring|not a bad|not a dangerous) person\b/ },
  // Reassurance by odds or by other people: "sticky is most likely spilled juice", "most people touch
  // doorknobs without getting ill", "millions of people shop without sanitizing", "boiling kills the germs".
  { rule: "reassurance", pattern: /\b(?:is|was|are|were|it's|that's) (?:most likely|most probably|almost certainly|very likely|probably) (?:just |only )?(?:nothing|harmless|fine|safe|clean|spill(?:ed|t)|juice|water|dirt|dust|mud|food|sauce|soap|cream|lotion)\b/ },
  { rule: "reassurance", pattern: /\b(?:most|millions of|billions of|plenty of|lots of) people (?:\w+ ){0,5}(?:without (?:\w+ )?(?:getting|becoming|falling|being) (?:ill|sick|hurt|harmed|infected)|without (?:washing|sanitizing|sanitising|checking|cleaning)|every day and (?:are|stay) (?:fine|well|healthy))\b/ },
  { rule: "reassurance", pattern: /\b(?:germs|bacteria|viruses?) (?:can't|cannot|can not|don't|do not|won't|will not) survive\b|\bbeyond what (?:most )?(?:germs|bacteria|viruses?) (?:can )?survive\b|\bkills? (?:all |most |the |any )?(?:germs|bacteria|viruses?)\b/ },
  // Certainty: settling the doubt for the person.
  { rule: "certainty", pattern: /\bi (?:promise|guarantee|can confirm|can assure you)\b|\brest assured\b|\bi(?:'m| am) (?:sure|certain) (?:that |it |you )/ },
  { rule: "certainty", pattern: /(?<!(?:can't be|cannot be|can not be|never be|not be|isn't|is not|no one is|nobody is) )\b100 ?% (?:sure|certain|safe)\b|\b(?:it's|it is|you're|you are) definitely\b|\byou definitely\b|\bthere(?:'s| is) no (?:risk|danger|chance|way (?:you|that))\b|\bfor (?:sure|certain) (?:you|it|that)\b/ },
  // Diagnosis: naming a condition the person has.
  { rule: "diagnosis", pattern: /\byou (?:have|'ve got|suffer from|are suffering from|clearly have|probably have|definitely have|might have|may have) (?:ocd|depression|an? (?:anxiety )?disorder|gad|ptsd|bipolar|psychosis|schizophrenia|adhd|autism|pure o)\b/ },
  { rule: "diagnosis", pattern: /\b(?:diagnose|diagnosis|diagnosed|diagnostic)\b|\b(?:this|that|it) (?:is|sounds like|looks like) (?:definitely |clearly )?(?:ocd|depression|psychosis|a disorder)\b/ },
  // Medication: names, doses, starting or stopping.
  { rule: "medication", pattern: /\b(?:ssris?|snris?|sertraline|fluoxetine|fluvoxamine|clomipramine|paroxetine|citalopram|escitalopram|prozac|zoloft|luvox|anafranil|xanax|benzodiazepines?|antidepressants?|antipsychotics?|dosage|prescription|prescribe\w*|milligrams?|\d+ ?mg)\b/ },
  { rule: "medication", pattern: /\b(?:take|taking|start|stop|increase|decrease|change|adjust|try|skip|double) (?:\w+ ){0,3}(?:medication|meds|dose|pills|tablets)\b/ },
  // Habituation: promising the anxiety will pass, or telling the person to wait until it has.
  { rule: "habituation_promise", pattern: HABITUATION_PROMISE },
  // The same as a law or a forecast: "the thoughts fade when they are not fed", "each time it gets a little easier".
  { rule: "habituation_promise", pattern: /\b(?:the |your |these |those )?(?:thoughts?|urges?|anxiety|fear|feelings?|discomfort) (?:fade|fades|pass|passes|go away|goes away|die down|dies down|subside|subsides|settle|settles) (?:when|if|once|as soon as|after)\b|\b(?:each|every) time (?:it|this|that) (?:gets|will get) (?:a (?:little|bit|lot) |much )?easier\b|\b(?:it|this|that|things) (?:will|'ll) get (?:a (?:little|bit|lot) |much )?easier\b/ },
];

/** The first rule the texts break, or null when they are safe to show. */
export function findForbidden(...texts: string[]): GuardRule | null {
  const text = plain(texts.join("\n"));
  return FORBIDDEN_PHRASES.find((p) => p.pattern.test(text))?.rule ?? null;
}
