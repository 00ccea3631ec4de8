// The words the risk rules are made of, grouped by meaning, and the small pattern syntax the rules are
// written in. Patterns read the canonical text (./normalise.ts): lower case, contractions spelled out
// ("i am", "do not"), words separated by single spaces.

/** An alternative of regular-expression parts. */
export const any = (...parts: string[]) => `(?:${parts.join("|")})`;

const FILLER = "(?:(?!(?:not|never|no|nobody|nothing|hardly|but|because)\\b)[a-z0-9]+|,)";
/**
 * Up to n filler words, quotation marks among them, for words people quote when they tell what was said
 * or done to them ("says I can pay 'another way'"). Written straight after the part before it:
 * `a${quotedGap(8)} b`.
 */
export const quotedGap = (n: number) => `(?: (?:${FILLER}|")){0,${n}}`;

/**
 * Compiles a rule pattern. Parts are separated by single spaces; a part "~n" stands for up to n
 * filler words (never a negation or a "but"). Matches whole words only.
 */
export function pattern(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${expand(source)})(?![a-z0-9])`, "g");
}

/** The words a match of `source` can start with, so a rule is tried only where one stands; null if any word. */
export interface FirstWords {
  exact: Set<string>;
  prefixes: string[];
  /** The prefixes as one test, built when first needed. */
  prefixTest?: RegExp | null;
}

/** A rule's pattern, ready to be tried at one position (sticky) or searched for. */
export interface CompiledPattern {
  search: RegExp;
  at: RegExp;
  firstWords: FirstWords | null;
  /**
   * Words of which every match holds at least one, beyond its first word ("die" in "want to ... die"):
   * a sentence without any of them cannot match. Null when no such set was found.
   */
  anchors: FirstWords | null;
  /** Position in the list of gated patterns (-1 when not gated): indexes IndexedWords.starts. */
  id: number;
}

/** Every compiled pattern with fixed first words, so a sentence's words can be matched to them once. */
const GATED: CompiledPattern[] = [];

export function compile(source: string): CompiledPattern {
  const body = `(?<![a-z0-9])(?:${expand(source)})(?![a-z0-9])`;
  const firstWords = firstWordsOf(source);
  const compiled = { search: new RegExp(body, "g"), at: new RegExp(body, "y"), firstWords, anchors: anchorsOf(source), id: firstWords ? GATED.length : -1 };
  if (firstWords) GATED.push(compiled);
  return compiled;
}

const startingWith = new Map<string, number[]>();
let indexedPatterns = 0;

/** The ids of the gated patterns that may start at a word (remembered per word). */
function patternsStartingWith(word: string): number[] {
  if (indexedPatterns !== GATED.length || startingWith.size > 50_000) {
    startingWith.clear();
    indexedPatterns = GATED.length;
  }
  let found = startingWith.get(word);
  if (!found) {
    found = GATED.filter((p) => startsHere(p.firstWords!, word)).map((p) => p.id);
    startingWith.set(word, found);
  }
  return found;
}

/** A sentence's words, and for each gated pattern (by id) the offsets where it may start. */
export interface IndexedWords {
  list: WordAt[];
  starts: (number[] | undefined)[];
}

export function indexWords(text: string): IndexedWords {
  const list = wordsOf(text);
  const starts: (number[] | undefined)[] = new Array(GATED.length);
  for (const w of list) {
    for (const id of patternsStartingWith(w.word)) {
      const at = starts[id];
      if (at) at.push(w.at);
      else starts[id] = [w.at];
    }
  }
  return { list, starts };
}

// Words too common to tell sentences apart: never used as anchors.
const COMMON = new Set(
  "i me my am is are was were be been to the a an of and or in on at for it this that you he she they him her them will would have has had do does did not no so just really what if with as by up out about all can could".split(" "),
);

/** `src` split at `separator` where it stands outside parentheses (escaped characters skipped). */
function splitTopLevel(src: string, separator: " " | "|"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === separator && depth === 0) {
      parts.push(src.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(src.slice(from));
  return parts;
}

/** The elements of a sequence: "a ~2 (?:b|c) d" -> "a", "~2", "(?:b|c)", "d". */
const sequence = (src: string) => splitTopLevel(src, " ").filter(Boolean);
/** The top-level alternatives of a pattern. */
export const topLevelAlternatives = (src: string) => splitTopLevel(src, "|");

/** How little a set of words narrows things down: common words and short prefixes cost most. */
function looseness(words: FirstWords): number {
  let score = words.exact.size + words.prefixes.length;
  // A short word that is not common ("co" of "co codamol", "od") still narrows things down; a common one never does.
  for (const w of words.exact) if (COMMON.has(w) || w.length < 2) score += 1000;
  else if (w.length < 3) score += 100;
  for (const p of words.prefixes) if (p.length < 3) score += 1000;
  return score;
}

/** An element without the optional groups it opens with: "(?:always |still )?(?:hits|beats)" -> "(?:hits|beats)". */
function requiredPart(element: string): string {
  let rest = element;
  while (rest.startsWith("(?:")) {
    const end = groupEnd(rest, 0);
    if (end < 0 || (rest[end + 1] !== "?" && rest[end + 1] !== "*") || end + 2 >= rest.length) break;
    rest = rest.slice(end + 2).replace(/^ /, "");
  }
  return rest;
}

/** An element that may match nothing: "(?:my )?", "(?:a|the)*"; not "(?:says|said)(?: me)?", whose first group is required. */
function optional(element: string): boolean {
  // A word ("pills?") is required: firstWordOf reads its optional last letter.
  if (!element.startsWith("(")) return false;
  const end = groupEnd(element, 0);
  return end === element.length - 2 && (element[end + 1] === "?" || element[end + 1] === "*");
}

function anchorsOf(src: string): FirstWords | null {
  const result: FirstWords = { exact: new Set(), prefixes: [] };
  for (const alternative of topLevelAlternatives(src)) {
    let chosen: FirstWords | null = null;
    // Of the required elements after the first, the one whose words narrow things down most.
    for (const element of sequence(alternative).slice(1)) {
      if (/^~\d+$/.test(element) || optional(element)) continue;
      const words = firstWordOf(requiredPart(element));
      if (words && (!chosen || looseness(words) < looseness(chosen))) chosen = words;
    }
    if (!chosen || looseness(chosen) >= 1000) return null;
    chosen.exact.forEach((w) => result.exact.add(w));
    result.prefixes.push(...chosen.prefixes);
  }
  return result;
}

/** A word of a canonical sentence and where it starts. */
export interface WordAt {
  word: string;
  at: number;
}

/** The words of a sentence (given with a space on each side) and their offsets. */
export function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = [];
  for (let i = 1; i < text.length; i++) {
    if (text[i - 1] === " " && text[i] !== " ") words.push({ word: text.slice(i, text.indexOf(" ", i)), at: i });
  }
  return words;
}

function startsHere(first: FirstWords, word: string): boolean {
  if (first.exact.has(word)) return true;
  if (first.prefixTest === undefined) first.prefixTest = first.prefixes.length ? new RegExp(`^(?:${first.prefixes.join("|")})`) : null;
  return first.prefixTest !== null && first.prefixTest.test(word);
}

/** Every match, each tried only at the words it can start with; matches may overlap. */
export function findAll(p: CompiledPattern, text: string, words: IndexedWords): { index: number; end: number }[] {
  const found: { index: number; end: number }[] = [];
  if (p.firstWords) {
    for (const at of words.starts[p.id] ?? []) {
      p.at.lastIndex = at;
      const m = p.at.exec(text);
      if (m) found.push({ index: m.index, end: m.index + m[0].length });
    }
    return found;
  }
  p.search.lastIndex = 0;
  for (let m = p.search.exec(text); m; m = p.search.exec(text)) {
    p.search.lastIndex = m.index + 1;
    found.push({ index: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** True when the pattern matches anywhere in the sentence. */
export function occurs(p: CompiledPattern, text: string, words: IndexedWords): boolean {
  if (!p.firstWords) {
    p.search.lastIndex = 0;
    return p.search.test(text);
  }
  for (const at of words.starts[p.id] ?? []) {
    p.at.lastIndex = at;
    if (p.at.test(text)) return true;
  }
  return false;
}

function groupEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}


function firstWordsOf(src: string): FirstWords | null {
  const result: FirstWords = { exact: new Set(), prefixes: [] };
  for (const alternative of topLevelAlternatives(src)) {
    const found = firstWordOf(alternative);
    if (!found) return null;
    found.exact.forEach((w) => result.exact.add(w));
    result.prefixes.push(...found.prefixes);
  }
  return result;
}

function firstWordOf(alt: string): FirstWords | null {
  if (alt.startsWith("(?<") || alt.startsWith("(?=") || alt.startsWith("(?!")) {
    const end = groupEnd(alt, 0);
    return end < 0 ? null : firstWordOf(alt.slice(end + 1));
  }
  if (alt.startsWith("(?:")) {
    const end = groupEnd(alt, 0);
    if (end < 0) return null;
    const inner = firstWordsOf(alt.slice(3, end));
    const after = alt[end + 1];
    if (after !== "?" && after !== "*") return inner;
    // An optional group first: the match starts with its word or with the word after it.
    const rest = firstWordOf(alt.slice(end + 2).replace(/^ /, ""));
    return inner && rest ? { exact: new Set([...inner.exact, ...rest.exact]), prefixes: [...inner.prefixes, ...rest.prefixes] } : null;
  }
  const word = /^[a-z0-9]+/.exec(alt)?.[0];
  if (!word) return null;
  const next = alt[word.length] ?? "";
  if (next === "?") return { exact: new Set([word, word.slice(0, -1)]), prefixes: [] };
  if (next === "*" || next === "+" || next === "{") return { exact: new Set(), prefixes: [word.slice(0, -1)] };
  // "suicid[a-z]*", "stockpil(?:ed|ing)": any word starting so.
  if (next === "[" || next === "(") return { exact: new Set(), prefixes: [word] };
  return { exact: new Set([word]), prefixes: [] };
}

function expand(source: string): string {
  return source
    .replace(/ ~(\d+) /g, (_, n: string) => `(?: ${FILLER}){0,${n}} `)
    .replace(/^~(\d+) /, (_, n: string) => `(?:${FILLER} ){0,${n}}`)
    .replace(/ ~(\d+)$/, (_, n: string) => `(?: ${FILLER}){0,${n}}`)
    // Sentences are matched with a space on each side ("^" and "$" stand for those ends).
    .replace(/(?<!\\)\$/g, "(?= $)");
}

/** Wanting, wishing, hoping, being ready: the verbs of desire. */
export const DESIRE = any(
  "want",
  "wanted",
  "wanting",
  "wants",
  "wish",
  "wished",
  "wishing",
  "would rather(?! ~6 than\\b)",
  "rather(?! ~6 than\\b)",
  "prefer",
  "preferred",
  "hope",
  "hoped",
  "hoping",
  "long",
  "longing",
  "yearn",
  "yearning",
  "need",
  "needing",
  "crave",
  "craving",
  "ready",
  "tempted",
  "would love",
  "would like",
  "desire",
  "can not wait",
  "am aching",
  "aching",
  "pray",
  "praying",
  "prayed",
  "looking forward",
  "would give anything",
  "wish i could",
);

/** Being dead, not waking, not existing: the outcomes a wish to be dead names. */
export const DEAD_STATE = any(
  "die(?! (?:of|from|laughing|inside|for|down|if|unless|because|than)\\b)",
  "dies(?! (?:of|from|down)\\b)",
  "be dead",
  "dead",
  "not be alive",
  "not be here",
  "not be around",
  "be gone",
  "gone",
  "not exist",
  "stop existing",
  "cease to exist",
  "cease existing",
  "not existing",
  "disappear",
  "disappear forever",
  "disappear and never come back",
  "vanish",
  "not wake up",
  "never wake up",
  "go to sleep and not wake up",
  "go to sleep and never wake up",
  "fall asleep and not wake up",
  "fall asleep and never wake up",
  "sleep forever",
  "go to sleep forever",
  "rest forever",
  "be at peace forever",
  "stop breathing",
  "stop living",
  "go away forever",
  "go away for good",
  "leave this world",
  "leave this earth",
  "be done for good",
  "never come back",
  "not come back",
  "end it",
  "end it all",
  "end things",
  "end everything",
  "end my life",
  "end this life",
  "end my suffering",
  "end my existence",
  "kill myself",
  "not be alive anymore",
  "be with (?:my )?(?:mum|mom|dad|nan|gran|grandma|grandad|grandpa|brother|sister|son|daughter|baby|wife|husband) (?:again|in heaven)",
  "uninstall myself",
  "log off (?:for good|forever|permanently)",
  "be erased",
  "not be born",
  "never have been born",
  "never been born",
  "be the end of (?:it|me)",
  "my heart (?:stops|would stop|will stop|stopped)",
);

/** Ending one's own life, named or by a method. */
/** What one jumps off for fun or in a figure of speech: furniture, a diving board, a plane with a parachute, the bandwagon. */
export const NOT_A_HEIGHT = String.raw`(?! (?:the |a |my |our )?(?:sofa|couch|settee|bed|chair|table|trampoline|diving board|high dive|high board|springboard|rope swing|dock|swing|swings|slide|boat|pier|jetty|plane|aeroplane|airplane|stage|wall|step|steps|curb|kerb|bandwagon)\b)`;

export const SELF_KILL = any(
  "kill myself",
  // Not effort or worry spent ("I was killing myself over nothing, the meeting was fine", "killing myself at the gym").
  "killing myself(?! (?:over (?:nothing|work|exams?|deadlines?|a (?:typo|mistake|deadline|report|spreadsheet)|the (?:details|small stuff))|trying to|to (?:get|finish|make|keep)|at (?:the gym|work|training)|for (?:nothing|work|this job))\\b)",
  "killed myself",
  "kill my self",
  "end my (?:own )?life",
  "ending my (?:own )?life",
  "ended my (?:own )?life",
  "take my (?:own )?life(?! back)",
  "taking my (?:own )?life",
  "commit suicide",
  "committing suicide",
  // A questionnaire about suicide risk is read, not a thought of it ("rereading the suicide risk questionnaire").
  "suicide(?! (?:risk )?(?:questionnaires?|screening|quiz|survey|warning signs?|prevention|awareness|statistics|rates?)\\b)",
  "end it all",
  "ending it all",
  // Not the noun ("by the end it was boring").
  "(?<!the )end it(?! (?:with|between|off|up)\\b)",
  "ending it(?! (?:with|between|off|up)\\b)",
  "end things(?! (?:with|between|off|up)\\b)",
  "ending things(?! (?:with|between|off|up)\\b)",
  "end everything",
  "ending everything",
  "end my suffering",
  "hang myself",
  "hanging myself",
  "shoot myself",
  "shooting myself",
  "drown myself",
  "drowning myself",
  "poison myself",
  "poisoning myself",
  "gas myself",
  "suffocate myself",
  "starve myself to death",
  "bleed out",
  "bleed to death",
  "slit my (?:wrists?|throat)",
  "slitting my (?:wrists?|throat)",
  "cut my (?:wrists?|throat)",
  "throw myself (?:off|in front|under|from|into)(?! ~5 for (?:him|her|them|you|my [a-z]+)\\b)",
  "throwing myself (?:off|in front|under|from|into)(?! ~5 for (?:him|her|them|you|my [a-z]+)\\b)",
  `jump (?:off|from|in front of|under|out of)${NOT_A_HEIGHT}`,
  `jumping (?:off|from|in front of|under|out of)${NOT_A_HEIGHT}`,
  "step in front of (?:a|the)",
  "walk into (?:traffic|the sea|the river|the lake|the ocean)",
  "(?:drive|driving|drove|steer|steering|swerve|swerving) (?:my car |the car |my bike )?(?:, )?(?:into|off) (?:a|the) (?:tree|wall|bridge|cliff|lorry|truck|river|lake|oncoming|road|motorway|highway|embankment|barrier|pillar|ditch|quarry|canal|sea|edge|bus|pier|jetty|quay|dock|harbour wall)",
  "(?:crash|crashing|wreck|wrecking) my (?:car|bike) (?:on purpose|deliberately|intentionally)",
  "overdose(?! (?:on (?:chocolate|sugar|sweets|candy|cake|caffeine|coffee|netflix|tv|carbs|cheese|pizza)|prevention|awareness|training|kit)\\b)",
  "overdosing(?! (?:on (?:chocolate|sugar|sweets|candy|cake|caffeine|coffee|netflix|tv|carbs|cheese|pizza)|prevention|awareness|training|kit)\\b)",
  "overdosed(?! (?:on (?:chocolate|sugar|sweets|candy|cake|caffeine|coffee|netflix|tv|carbs|cheese|pizza)|prevention|awareness|training|kit)\\b)",
  "take an overdose",
  "not being alive",
  "not being here",
  "not existing",
  "my (?:own )?death",
  "my (?:own )?funeral",
);

/** Pills and other means of ending a life. */
export const MEANS_PILLS = any(
  "pills?",
  "tablets?",
  "tabs",
  "meds",
  "medication",
  "medications",
  "medicine",
  "medicines",
  "prescriptions?",
  "paracetamol",
  "acetaminophen",
  "tylenol",
  "ibuprofen",
  "aspirin",
  "painkillers?",
  "sleeping pills",
  "antidepressants?",
  "insulin",
  "opioids?",
  "oxy",
  "oxycodone",
  "codeine",
  "co codamol",
  "codamol",
  "cocodamol",
  "tramadol",
  "benzos?",
  "xanax",
  "lithium",
  "sertraline",
  "citalopram",
  "fluoxetine",
  "amitriptyline",
  "quetiapine",
  "zopiclone",
  "diazepam",
  "morphine",
  "fentanyl",
  "heroin",
  "propranolol",
  "mirtazapine",
  "venlafaxine",
  "pregabalin",
  "gabapentin",
);
/**
 * Medicines kept at home, named as on the box ("take all the lamotrigine"). Only where an amount is taken:
 * not among MEANS_PILLS, whose words count as words of risk wherever they stand ("escitalopram taken, mood ok").
 */
export const NAMED_MEDICINES = any(
  "lamotrigine",
  "olanzapine",
  "risperidone",
  "aripiprazole",
  "clozapine",
  "valproate",
  "carbamazepine",
  "clonazepam",
  "lorazepam",
  "temazepam",
  "valium",
  "trazodone",
  "duloxetine",
  "escitalopram",
  "paroxetine",
  "clomipramine",
  "nortriptyline",
  "dosulepin",
  "promethazine",
  "zolpidem",
  "methadone",
  "buprenorphine",
  "dihydrocodeine",
  "oxycontin",
  "warfarin",
  "digoxin",
  "metformin",
);
/** Before "gun": not a tool or a toy ("bought a nail gun", "water gun fight"). */
export const NOT_A_TOOL = "(?<!(?:nail|glue|staple|heat|paint|water|nerf|spray|grease|caulk|caulking|massage|glitter|bubble|squirt|cap|toy|foam|airsoft|paintball|rivet|tattoo|price|radar|speed) )";
export const LIGATURE = any("rope", "noose", "ligature", "cable", "cord", "flex", "extension lead", "belt", "dog lead", "tie", "scarf", "shoelace", "charger cable", "dressing gown cord");
export const WEAPON = any(
  `${NOT_A_TOOL}guns?`,
  "pistol",
  "revolvers?",
  "handgun",
  "rifle",
  "shotgun",
  // Where a police officer's or soldier's firearm is kept.
  "armoury",
  "armory",
  "shotty",
  "shottie",
  "(?:twelve|12) bore",
  "bullets?",
  "knife",
  "knives",
  // London slang for a knife ("a man outside with a shank"), not the lamb's.
  "(?<!(?:lamb|beef|pork|ham|veal|mutton) )shanks?",
  "blade",
  "blades",
  "bat",
  "baseball bat",
  "hammer",
  "machete",
  "axe",
  "crowbar",
  "weapon",
  "screwdriver",
);
export const MEANS_OTHER = any(
  "rope",
  "noose",
  "ligature",
  `${NOT_A_TOOL}guns?`,
  "pistol",
  "rifle",
  "shotgun",
  "bullets?",
  "razors?",
  "razor blades?",
  "blades?",
  "bleach",
  "antifreeze",
  "rat poison",
  "sodium nitrite",
  "weed killer",
  "weedkiller",
  "paraquat",
  "poison",
  "charcoal",
  "helium",
  "exhaust",
  "carbon monoxide",
  "knife block",
);
export const MEANS = any(MEANS_PILLS, MEANS_OTHER);

/** A place word used as the first half of an everyday compound ("bridge club", "sea view") names no place. */
const NOT_A_PLACE_AFTER =
  "(?! (?:club|clubs|game|games|night|party|players?|tournament|lessons?|class|rack|garden|terrace|bar|tiles|repairs?|views?|cruise|trip|side|cafe|festival|fishing|food|salt|shanty|shells?|air|breeze|walks?|cottage|hotel|restaurant|pub|school|church|park)(?![a-z0-9]))";

/** High or dangerous places. */
export const PLACE = `${any(
  "bridge",
  "roof",
  "rooftop",
  "ledge",
  "edge of (?:the|a) (?:roof|cliff|bridge|building|balcony|ledge|car park|quarry|tower)",
  "cliff",
  "cliffs",
  "cliff edge",
  "tracks",
  "train tracks",
  "railway",
  "railway line",
  "train line",
  "level crossing",
  "train crossing",
  "railway crossing",
  "parapet",
  "top floor",
  "top of (?:the|a|my|this) (?:building|car park|multi storey|tower|block|flats|cliff|cliffs|bridge|quarry|stairwell)",
  "car park roof",
  "multi storey",
  "railing",
  "overpass",
  "motorway bridge",
  "viaduct",
  "quarry",
  "beachy head",
  "golden gate",
  "tall buildings?",
  "tallest (?:building|bridge)",
  "highest (?:building|bridge)",
  "wrong side of the (?:railing|barrier|fence)",
  "platform edge",
  "edge of the platform",
  "rails",
  "rail line",
  "railway bridge",
  "suspension bridge",
  "footbridge",
  "bypass",
  "loft beam",
  "beam in the loft",
  "balcony railing",
  "over the balcony",
  "river",
  "canal",
  "reservoir",
  "sea",
  "woods",
)}${NOT_A_PLACE_AFTER}`;

/** A time within the day or the next: what makes a feared act "tonight" worth asking about. */
export const NEAR_TIME = any(
  "tonight",
  "today",
  "tomorrow",
  "this (?:morning|afternoon|evening|weekend)",
  "right now",
  "later tonight",
  "in (?:a|an|\\d+|a few) (?:minutes?|hours?)",
  "at (?:\\d+|midnight)(?:h\\d+)?(?: ?(?:am|pm))?",
  "midnight",
);

export const TIME = any(
  NEAR_TIME,
  "tomorrow night",
  "this (?:morning|afternoon|evening|weekend|week|time|friday|saturday|sunday|monday|tuesday|wednesday|thursday)",
  "(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?: night| morning| evening)?",
  "at (?:\\d+|midnight|noon|dawn|half [a-z]+|quarter (?:past|to) [a-z]+|[a-z]+ o clock)(?:h\\d+)?(?: ?(?:am|pm))?",
  "\\d+ ?(?:am|pm)",
  "midnight",
  "soon",
  "very soon",
  "later tonight",
  "in (?:a|an|\\d+|a few|two|three|a couple of) (?:minutes?|hours?|days?|weeks?)",
  "next (?:week|month|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)",
  "after (?:the|my|they|everyone|he|she|work|school|dinner|the kids|christmas|tonight)(?: [a-z]+)?",
  "when (?:everyone|everybody|they|he|she|my [a-z]+|the house|the kids|mum|mom|dad|[a-z]+) (?:is|are|goes|go|leaves|leave|falls|fall|gets|get|has gone|have gone|is away|are away|comes|come)(?: [a-z]+)?",
  "before (?:christmas|my birthday|the weekend|new year|the end of the (?:week|month|year)|anyone|they|he|she)(?: [a-z]+)?",
  "by (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|tomorrow|tonight|the end of)",
  "right now",
  "the (?:\\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth)(?: of [a-z]+)?",
  "the date is set",
  "the date",
  "on the day",
);

/** Framing that turns the words after it into a feared or doubted possibility, not a statement. */
export const FEAR_WORD = any(
  "scared",
  "afraid",
  "terrified",
  "frightened",
  "petrified",
  "fearful",
  "worried",
  "worrying",
  "fretting",
  "worry",
  "worries",
  "panicking",
  "panicked",
  "paranoid",
  "nervous",
  "anxious",
  "dread",
  "dreading",
  "fear",
  "fears",
  "feared",
  "fearing",
  "obsessing",
  "obsessed",
  "obsess",
  "freaking out",
  "freaked out",
  "horrified",
  "spiralling",
  "spiraling",
  "panic",
  "doubting",
  "doubt",
  "doubts",
  "ruminating",
  "obsession",
  "scares me",
  "terrifies me",
  "frightens me",
);

/** A thought, image or urge that is the subject of the words after it. */
export const THOUGHT_NOUN = any(
  "thoughts?",
  "images?",
  "pictures?",
  "flashes",
  "flash",
  "visions?",
  "urges?",
  "impulses?",
  "ideas?",
  "scenes?",
  "scenarios?",
  "fantasies",
  "mental images?",
  "daydreams?",
  "voice",
  "voices",
  "brain",
  "mind",
  "head",
);

/** Adjectives with which people mark a thought as unwanted. */
export const UNWANTED_ADJECTIVE = any(
  "intrusive",
  "unwanted",
  "obsessive",
  "horrible",
  "horrific",
  "horrendous",
  "awful",
  "terrible",
  "disturbing",
  "scary",
  "sick",
  "sickening",
  "violent",
  "weird",
  "random",
  "evil",
  "upsetting",
  "distressing",
  "vile",
  "disgusting",
  "ocd",
  "graphic",
  "nasty",
  "gross",
  "repulsive",
  "unwelcome",
  "uninvited",
  "frightening",
  "terrifying",
  "strange",
  "crazy",
  "messed up",
  "fucked up",
  "blasphemous",
  "sexual",
  "taboo",
);
