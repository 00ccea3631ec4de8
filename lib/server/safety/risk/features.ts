// What the risk classifier sees in a text: its words (marked when a negation or a fear frame governs
// them), word pairs, the meaning groups a sentence holds and which groups meet in the same or the next
// sentence ("pills" with "Saturday"), and what the rules found. Shared by the trainer and the runtime.
import { any, compile, DEAD_STATE, DESIRE, LIGATURE, MEANS, occurs, PLACE, SELF_KILL, TIME, WEAPON, type CompiledPattern, type IndexedWords } from "./vocabulary";

const pattern = compile;

/** Meaning groups: order-free evidence that generalises beyond any one phrasing. */
const CONCEPTS: Record<string, CompiledPattern> = {
  self: pattern(any("i", "me", "my", "myself", "mine")),
  third: pattern(any("he", "she", "him", "her", "his", "they", "them", "their")),
  death: pattern(any(DEAD_STATE, "death", "dying", "dead", "die", "suicid[a-z]*", "funeral", "grave", "afterlife", "heaven")),
  selfkill: pattern(SELF_KILL),
  means: pattern(any(MEANS, LIGATURE)),
  weapon: pattern(WEAPON),
  place: pattern(PLACE),
  time: pattern(TIME),
  desire: pattern(DESIRE),
  future: pattern(any("will", "going to", "gonna", "about to", "plan", "planning", "planned", "decided", "decision", "ready", "intend", "tonight", "tomorrow", "soon", "this time", "finally")),
  past: pattern(any("took", "taken", "swallowed", "did it", "done it", "already", "just", "an hour ago", "earlier", "last night", "again")),
  now: pattern(any("right now", "now", "currently", "at the moment", "as i (?:type|write)", "i am on", "i am at", "standing", "sitting", "parked")),
  prep: pattern(any("bought", "saved", "saving", "stockpil[a-z]*", "hoard[a-z]*", "collected", "counted", "counting", "wrote", "written", "letters?", "notes?", "will", "insurance", "gave away", "giving away", "sorted", "arranged", "arrangements", "instructions", "passwords", "goodbyes?", "affairs", "paperwork", "researched", "looked up", "googled", "measured", "tested(?! (?:negative|positive|clear|for|again|my (?:blood|urine|sugar)))", "practised", "practiced", "hidden", "hid", "rehears[a-z]*")),
  finality: pattern(any("last", "final", "forever", "for good", "never again", "won t", "will not need", "will not be", "after i am gone", "when i am gone", "no more", "one last", "the end", "over soon", "be over", "goodbye", "farewell", "sorry", "forgive me", "look after", "take care of")),
  hopeless: pattern(any("hopeless", "no point", "pointless", "no way out", "trapped", "burden", "better off", "nothing will", "never (?:get|be|feel)", "can not (?:go on|keep going|do this|take|cope|carry on|live)", "give up", "given up", "tired of", "exhausted", "worthless", "empty", "numb", "no future", "nothing left", "done with")),
  calm: pattern(any("calm", "peace", "peaceful", "relief", "relieved", "comforting", "lighter", "at ease", "settled", "quiet")),
  harm: pattern(any("kill", "murder", "stab", "shoot", "strangle", "hurt", "harm", "attack", "beat", "punch", "choke", "poison", "revenge", "pay for", "regret", "get away with", "deserve")),
  fear: pattern(any("scared", "afraid", "terrified", "frightened", "petrified", "fear", "worried", "worry", "panic", "panicking", "anxious", "anxiety", "horrified", "what if", "dread")),
  disown: pattern(any("disgust[a-z]*", "sick", "hate (?:it|this|these|them|myself for)", "do not want", "would never", "never want", "love (?:him|her|them|my)", "not me", "monster", "guilty", "ashamed", "avoid[a-z]*", "hid the", "put away", "stay away", "why do i", "does (?:this|it|that) mean", "am i a", "how do i know")),
  ocd: pattern(any("ocd", "intrusive", "obsess[a-z]*", "compulsion[a-z]*", "exposure", "erp", "therapist", "checking", "reassurance", "rumination", "ruminating")),
  avowal: pattern(any("not (?:the |my |an? )?(?:ocd|intrusive)", "not scared", "not afraid", "actually want", "really want", "genuinely", "mean it", "for real", "not kidding", "decided", "made up my mind")),
};
const CONCEPT_NAMES = Object.keys(CONCEPTS);

export const RISK_CONCEPTS = ["c:death", "c:selfkill", "c:means", "c:place", "c:hopeless", "c:harm", "c:weapon", "c:finality", "c:prep"];

/** True when the text holds any word of death, a method, despair, harm or leaving: what a check-in needs to be asked about. */
export function speaksOfRisk({ values }: TextFeatures): boolean {
  return RISK_CONCEPTS.some((c) => values.has(c)) || [...values.keys()].some((k) => k.startsWith("r:"));
}

/** Pairs of groups worth learning a weight for when they meet (in the same or the next sentence). */
const NEGATION_WORD = new Set(["not", "never", "no", "nothing", "nobody", "hardly", "without"]);
const SCOPE = 3;

export interface TextFeatures {
  /** Feature name -> value (1 for presence). */
  values: Map<string, number>;
}

function add(values: Map<string, number>, name: string, value = 1) {
  values.set(name, Math.max(values.get(name) ?? 0, value));
}

/** A sentence as the rules read it: its text, its words with their offsets, and where fear frames stand. */
export interface FeatureSentence {
  text: string;
  words: IndexedWords;
  question: boolean;
  fear: { start: number; end: number }[];
}

const SCOPE_ENDS = new Set([",", "but", "because"]);

/** The offsets of the words a fear frame governs: up to nine after it, within its clause. */
function fearedWords({ words, fear }: FeatureSentence): Set<number> {
  const feared = new Set<number>();
  for (const frame of fear) {
    let count = 0;
    for (const w of words.list) {
      if (w.at < frame.end) continue;
      if (SCOPE_ENDS.has(w.word) || count >= 9) break;
      feared.add(w.at);
      count++;
    }
  }
  return feared;
}

/** The features of one text, from its sentences and the rule findings (lib/server/safety/risk/assess.ts). */
export function extractFeatures(sentences: FeatureSentence[], ruleFindings: string[]): TextFeatures {
  const values = new Map<string, number>();
  const perSentence: Set<string>[] = [];
  for (const sentence of sentences) {
    const { text, words, question } = sentence;
    const concepts = new Set<string>();
    for (const name of CONCEPT_NAMES) if (occurs(CONCEPTS[name]!, text, words)) concepts.add(name);
    if (question) concepts.add("question");
    perSentence.push(concepts);

    const feared = fearedWords(sentence);
    let negated = 0;
    let previous = "<s>";
    for (const { word: w, at } of words.list) {
      if (w === ",") continue;
      add(values, `w:${w}`);
      // Stems generalise across forms and misspellings ("stockpiling", "stockpiled").
      if (w.length >= 6) add(values, `s:${w.slice(0, 5)}`);
      if (feared.has(at)) add(values, `f:${w}`);
      if (negated > 0) add(values, `n:${w}`);
      add(values, `b:${previous}_${w}`);
      negated = NEGATION_WORD.has(w) ? SCOPE : Math.max(0, negated - 1);
      previous = w;
    }
  }
  for (let i = 0; i < perSentence.length; i++) {
    const here = perSentence[i]!;
    const window = new Set([...here, ...(perSentence[i + 1] ?? [])]);
    for (const c of here) add(values, `c:${c}`);
    const list = [...window].sort();
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) add(values, `p:${list[a]}+${list[b]}`);
    }
  }
  for (const finding of ruleFindings) add(values, `r:${finding}`);
  add(values, "bias");
  return { values };
}
