// Misspellings of the words that carry risk ("sucide", "myslef", "tonigt", "paracetomol") are read as
// the word meant. Only these words are corrected, and never into or out of a real English word: the
// exceptions list (generated from a 275,000-word dictionary by scripts/spelling-exceptions.mjs) holds
// every real word one edit away from a risk word, such as "homeless" next to "hopeless".
import { SPELLING_EXCEPTIONS } from "./spelling-exceptions";

/** Words the rules depend on, five letters or more: one typo away from these is read as the word. */
export const RISK_VOCABULARY = [
  "suicide", "suicides", "suicidal", "myself", "overdose", "overdosed", "overdosing", "killing", "killed",
  "dying", "death", "pills", "tablets", "paracetamol", "tylenol", "acetaminophen", "ibuprofen", "painkillers",
  "medication", "medications", "sleeping", "hopeless", "hopelessness", "worthless", "burden", "tonight",
  "tomorrow", "goodbye", "goodbyes", "anymore", "alive", "living", "bridge", "razor", "blade", "blades",
  "noose", "hanging", "jumping", "wrists", "bleed", "bleeding", "poison", "strangle", "murder", "future",
  "nobody", "everyone", "everybody", "without", "trapped", "escape", "exist", "existing", "forever",
  "letters", "planned", "decided", "finally", "swallowed", "cutting", "harming", "unalive", "enough",
  "anyone", "someone", "everything", "nothing", "pointless", "suffering", "disappear", "disappeared",
  "survive", "tired", "exhausted", "wanted", "wanting", "really", "honestly", "literally", "actually",
  "seriously", "thinking", "thoughts", "because", "should", "would", "could", "people", "family",
  "wouldnt", "couldnt", "weekend", "stockpiled", "stockpiling", "saving", "collected", "collecting",
  "written", "giving", "ending", "hurting", "bottle", "handful", "whole", "already",
  "scared", "afraid", "terrified", "intrusive", "unwanted", "worried", "frightened", "obsessive",
  "again", "sertraline", "citalopram", "fluoxetine", "amitriptyline", "quetiapine", "zopiclone", "diazepam",
  "codeine", "tramadol", "insulin", "aspirin", "lithium", "propranolol", "mirtazapine", "venlafaxine",
  "pregabalin", "gabapentin", "morphine", "fentanyl", "antidepressants", "overdoses", "bridge", "building",
  // A body in danger now ("my mum collapsd … isnt breathing", "face drooping").
  "collapsed", "breathing", "drooping", "ambulance", "unconscious", "seizure",
] as const;

/** Frequent misspellings that one edit does not reach, or of words shorter than five letters. */
const KNOWN_MISSPELLINGS: Record<string, string> = {
  kil: "kill", kll: "kill", kiil: "kill", kilk: "kill", kiill: "kill", klil: "kill", kilz: "kill",
  dei: "die", diee: "die", diie: "die",
  rong: "wrong",
  thot: "thought", thots: "thoughts", thougt: "thought", thougth: "thought", thoght: "thought", thoughs: "thoughts",
  wnat: "want", wnt: "want", wamt: "want", watn: "want", wan: "want", wnated: "wanted",
  myslf: "myself", mysef: "myself", myslef: "myself", mysefl: "myself", myselfe: "myself", meself: "myself", mself: "myself", myseld: "myself", mysel: "myself", mysleft: "myself", myselff: "myself",
  sucide: "suicide", suiside: "suicide", suicde: "suicide", suicied: "suicide", sucicide: "suicide", suacide: "suicide", siucide: "suicide", suiciede: "suicide", sucidal: "suicidal", suicdal: "suicidal", sucicidal: "suicidal", suisidal: "suicidal", suicidial: "suicidal",
  overdoes: "overdose", overdoesed: "overdosed", overdos: "overdose", overdosse: "overdose", ovrdose: "overdose", overdoze: "overdose",
  paracetomol: "paracetamol", paracetemol: "paracetamol", parecetamol: "paracetamol", paracetamols: "paracetamol", paracetmol: "paracetamol", paracatamol: "paracetamol",
  tonigt: "tonight", tonihgt: "tonight", tonght: "tonight", tongiht: "tonight", toinght: "tonight", tonigth: "tonight", "2nyt": "tonight", tonyt: "tonight",
  tomorow: "tomorrow", tommorow: "tomorrow", tommorrow: "tomorrow", tomorro: "tomorrow", tmorrow: "tomorrow", tomrrow: "tomorrow",
  anymroe: "anymore", anymor: "anymore", nemore: "anymore", anymre: "anymore",
  goodby: "goodbye", gudbye: "goodbye", goodbey: "goodbye", godbye: "goodbye", gbye: "goodbye",
  hopless: "hopeless", hopelss: "hopeless", hopelees: "hopeless",
  burdon: "burden", burdan: "burden", burdern: "burden",
  pils: "pills", pillz: "pills", pilss: "pills", plls: "pills",
  nothin: "nothing", nuthin: "nothing", nothng: "nothing",
  evryone: "everyone", evry1: "everyone", everyon: "everyone", everone: "everyone",
  wud: "would", wld: "would", cud: "could", shud: "should",
  alrdy: "already", alredy: "already",
  bcs: "because", becuase: "because", becasue: "because",
  rlly: "really", realy: "really",
  tooke: "took", tookk: "took", whatt: "what", wht: "what",
  nooze: "noose", rist: "wrist", wirst: "wrist",
  livng: "living", livin: "living",
  dyin: "dying", dieing: "dying",
  killin: "killing", endin: "ending", cuttin: "cutting", hurtin: "hurting",
  sayin: "saying", tellin: "telling", thinkin: "thinking", showin: "showing", screamin: "screaming",
};

const VOCAB = new Set<string>(RISK_VOCABULARY);

/** Every string one deletion away from a vocabulary word, pointing at that word (SymSpell, distance 1). */
const DELETIONS = (() => {
  const map = new Map<string, string>();
  for (const word of RISK_VOCABULARY) {
    for (let i = 0; i < word.length; i++) {
      const d = word.slice(0, i) + word.slice(i + 1);
      if (!map.has(d)) map.set(d, word);
    }
  }
  return map;
})();

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** The vocabulary word one edit (insert, delete, substitute, swap) away from `word`, if any. */
export function oneEditAway(word: string): string | null {
  // The word lacks a letter.
  const missing = DELETIONS.get(word);
  if (missing) return missing;
  const dels = deletions(word);
  for (const d of dels) {
    // The word has a letter too many.
    if (VOCAB.has(d)) return d;
  }
  for (let i = 0; i < word.length - 1; i++) {
    // Two neighbouring letters swapped.
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (VOCAB.has(swapped)) return swapped;
  }
  for (let i = 0; i < dels.length; i++) {
    // One letter replaced: both lose the same position.
    const target = DELETIONS.get(dels[i]!);
    if (target && target.length === word.length && sameExceptOne(word, target)) return target;
  }
  return null;
}

function sameExceptOne(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++diff > 1) return false;
  return diff === 1;
}

const corrected = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/** The word meant, for a misspelled risk word; any other word unchanged. Remembered per word. */
export function correctSpelling(word: string): string {
  let answer = corrected.get(word);
  if (answer === undefined) {
    answer = correct(word);
    if (corrected.size >= CACHE_LIMIT) corrected.clear();
    corrected.set(word, answer);
  }
  return answer;
}

function correct(word: string): string {
  const known = KNOWN_MISSPELLINGS[word];
  if (known) return known;
  if (word.length < 5 || VOCAB.has(word) || SPELLING_EXCEPTIONS.has(word)) return word;
  // "diee", "pillls" after run-collapsing: try the form with doubled letters made single.
  const single = word.replace(/([a-z])\1/g, "$1");
  if (single !== word && (VOCAB.has(single) || KNOWN_MISSPELLINGS[single])) return KNOWN_MISSPELLINGS[single] ?? single;
  if (/\d/.test(word)) return word;
  return oneEditAway(word) ?? word;
}
