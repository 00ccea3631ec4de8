// Turns what a person typed into one canonical form the risk rules read: lower case, no accents, full
// contractions ("i am", "do not"), slang and texting spelled out, common misspellings of the words that
// matter corrected, and sentences and clauses marked. Rules then match meaning on this form only.
import { correctSpelling } from "./spelling";

/** Sentence boundaries in the canonical text: " . " after a statement, " ? " after a question. */
export const SENTENCE_END = /\s([.?])\s/;

const CONTRACTIONS: Record<string, string> = {
  im: "i am",
  ive: "i have",
  id: "i would",
  youre: "you are",
  youll: "you will",
  youd: "you would",
  theyre: "they are",
  theyll: "they will",
  theyd: "they would",
  hes: "he is",
  shes: "she is",
  its: "it is",
  thats: "that is",
  whats: "what is",
  theres: "there is",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  couldnt: "could not",
  wont: "will not",
  wouldnt: "would not",
  shouldnt: "should not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "am not",
  gonna: "going to",
  gona: "going to",
  gunna: "going to",
  goin: "going",
  goona: "going to",
  tomorrows: "tomorrow is",
  todays: "today is",
  tonights: "tonight is",
  nobodys: "nobody is",
  heres: "here is",
  wheres: "where is",
  whos: "who is",
  hows: "how is",
  lifes: "life is",
  everythings: "everything is",
  nothings: "nothing is",
  theyve: "they have",
  weve: "we have",
  youve: "you have",
  itll: "it will",
  thatll: "that will",
  therell: "there will",
  itd: "it would",
  thatd: "that would",
  whatll: "what will",
  mightve: "might have",
  wouldve: "would have",
  couldve: "could have",
  shouldve: "should have",
  finna: "going to",
  wanna: "want to",
  wana: "want to",
  gotta: "have to",
  tryna: "trying to",
  imma: "i am going to",
  ima: "i am going to",
  dunno: "do not know",
  idk: "i do not know",
  idc: "i do not care",
  idgaf: "i do not care",
  tbh: "honestly",
  ngl: "honestly",
  fr: "honestly",
  rn: "right now",
  atm: "right now",
  tn: "tonight",
  tonite: "tonight",
  nite: "night",
  "2nite": "tonight",
  "2night": "tonight",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmw: "tomorrow",
  tomoz: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  "2day": "today",
  u: "you",
  ur: "your",
  r: "are",
  ppl: "people",
  abt: "about",
  bc: "because",
  cuz: "because",
  cos: "because",
  coz: "because",
  noone: "no one",
  nobdy: "nobody",
  every1: "everyone",
  tomorow: "tomorrow",
  bleech: "bleach",
  trak: "track",
  gdbye: "goodbye",
  gbye: "goodbye",
  gudbye: "goodbye",
  goodby: "goodbye",
  byee: "bye",
  byeee: "bye",
  otherside: "other side",
  some1: "someone",
  any1: "anyone",
  no1: "no one",
  pls: "please",
  plz: "please",
  thx: "thanks",
  rly: "really",
  srsly: "seriously",
  jus: "just",
  jst: "just",
  wen: "when",
  wit: "with",
  b4: "before",
  "4ever": "forever",
  ded: "dead",
};

/**
 * Slang and euphemisms for suicide and self-harm, each spelled out as the plain words the rules know.
 * Keys are token sequences of the canonical text (after contractions); longest match wins.
 */
const SLANG: [string, string][] = [
  ["kms", "kill myself"],
  // "my self" written apart, after a verb done to oneself (not "my self esteem").
  ...["hang", "hurt", "cut", "harm", "drown", "burn", "starve", "strangle", "poison", "stab", "shoot"].map((verb): [string, string] => [`${verb} my self`, `${verb} myself`]),
  ["kmn", "kill myself now"],
  ["kys", "kill yourself"],
  ["ctb", "kill myself"],
  ["unalive myself", "kill myself"],
  ["unaliving myself", "killing myself"],
  ["unalived myself", "killed myself"],
  ["unalive", "kill myself"],
  ["unaliving", "killing myself"],
  ["un alive", "kill myself"],
  ["self unalive", "kill myself"],
  ["sewerslide", "suicide"],
  ["sewer slide", "suicide"],
  ["sewer sliding", "suicide"],
  ["self delete", "kill myself"],
  ["self deleting", "killing myself"],
  ["delete myself", "kill myself"],
  ["off myself", "kill myself"],
  ["offing myself", "killing myself"],
  ["top myself", "kill myself"],
  ["topping myself", "killing myself"],
  ["neck myself", "hang myself"],
  ["necking myself", "hanging myself"],
  ["rope myself", "hang myself"],
  ["do myself in", "kill myself"],
  ["end myself", "kill myself"],
  ["ending myself", "killing myself"],
  ["yeet myself", "throw myself"],
  ["an hero", "kill myself"],
  ["catch the bus", "kill myself"],
  ["catching the bus", "killing myself"],
  ["commit die", "die"],
  ["permanent sleep", "death"],
  ["eternal sleep", "death"],
  ["dirt nap", "death"],
  ["sh", "self harm"],
  ["shd", "self harmed"],
  ["shing", "self harming"],
  ["od", "overdose"],
  ["hole packet", "whole packet"],
  ["hole bottle", "whole bottle"],
  ["hole box", "whole box"],
  ["hole lot", "whole lot"],
  ["hole thing", "whole thing"],
  ["hole strip", "whole strip"],
  ["were they will find", "where they will find"],
  ["were they find", "where they find"],
  ["were he will find", "where he will find"],
  ["were she will find", "where she will find"],
  ["oding", "overdosing"],
  ["oded", "overdosed"],
  ["selfharm", "self harm"],
  ["selfharming", "self harming"],
  ["self harmed", "self harmed"],
  // Run together, as in a hashtag ("#iwanttodie").
  ["iwanttodie", "i want to die"],
  ["wanttodie", "want to die"],
  ["iwannadie", "i want to die"],
  ["wannadie", "want to die"],
  ["killmyself", "kill myself"],
  ["imgoingtokillmyself", "i am going to kill myself"],
  ["endmylife", "end my life"],
  ["iwanttodisappear", "i want to disappear"],
  ["idontwanttolive", "i do not want to live"],
  ["idontwanttobehere", "i do not want to be here"],
  ["suicidality", "suicidal"],
  ["suicidial", "suicidal"],
  ["suisidal", "suicidal"],
];

// Figures of speech whose words of death or killing mean something else, read for what they mean
// ("this carbonara is to die for", "dead tired", "my feet are killing me"): the classifier learned
// "die" and "dead" from people who meant them. Only fixed expressions with no second reading; anything
// said around them is read as written ("dead tired of all of it" is still tired of all of it).
const IDIOMS: [string, string][] = [
  ["to die for", "wonderful"],
  ["death by chocolate", "chocolate cake"],
  ["dead in the water", "stalled"],
  ["dead tired", "very tired"],
  // Tired enough to sleep for ever: the hyperbole, not the wish ("I wish I could sleep forever" is read as written).
  ["tired i could sleep forever", "very tired"],
  ["tired that i could sleep forever", "very tired"],
  ["dead on my feet", "very tired"],
  ["dead beat", "very tired"],
  ["dying of laughter", "laughing"],
  ["dying laughing", "laughing"],
  ["died laughing", "laughed"],
  ["died of laughter", "laughed"],
  ["bored to death", "very bored"],
  ["scared to death of", "very scared of"],
  ["worried to death", "very worried"],
  ["died of embarrassment", "was very embarrassed"],
  ["dying of embarrassment", "very embarrassed"],
  ["die of embarrassment", "be very embarrassed"],
  ["ground to swallow me up", "to hide"],
  ["ground to swallow me", "to hide"],
  ["kill two birds with one stone", "do two things at once"],
  ["over my dead body", "never"],
  ["end of an era", "big change"],
  ["dead money", "wasted money"],
  ["drop dead gorgeous", "gorgeous"],
  ["dressed to kill", "dressed up"],
  ["killed it at", "did great at"],
  ["killed it in", "did great in"],
  ["killed it on", "did great on"],
  ["absolutely killed it", "did great"],
  ["totally killed it", "did great"],
  ...["feet", "back", "knees", "shoes", "neck"].map((part): [string, string] => [`${part} are killing me`, `${part} are sore`]),
  ...["feet", "back", "knees", "shoes", "neck", "head"].map((part): [string, string] => [`${part} is killing me`, `${part} is sore`]),
  ["heat is killing me", "heat is too much"],
  // A baby or toddler who "is killing me": sleepless nights, not harm ("this baby is killing me, 4 wake-ups").
  ...["this baby", "the baby", "this toddler", "the toddler", "the kids", "these kids", "my kids", "teething", "sleep regression", "night feeds"].flatMap((who): [string, string][] => [
    [`${who} is killing me`, `${who} is exhausting me`],
    [`${who} are killing me`, `${who} are exhausting me`],
  ]),
  ["suspense is killing me", "suspense is too much"],
  ["deadline is killing me", "deadline is stressful"],
  // Work or an ache that "is killing me": not a person, so an idiom.
  ...["essay", "homework", "assignment", "meeting", "meetings", "shift", "job", "work", "dissertation", "thesis", "revision", "exam", "exams", "coursework", "workload", "commute", "traffic", "heat", "back", "knee", "knees", "feet", "headache", "migraine", "toothache", "cough", "hangover", "cramps", "period"].map(
    (what): [string, string] => [`${what} is killing me`, `${what} is hard`],
  ),
  // Exams sat, not taken like tablets ("took all my exams this week").
  ...["took all my", "took my", "took the", "took both my", "took all the"].flatMap((took): [string, string][] =>
    ["exam", "exams", "test", "tests", "finals", "driving test", "theory test", "mocks"].map((what) => [`${took} ${what}`, `${took.replace("took", "sat")} ${what}`]),
  ),
  ...["battery", "phone", "wifi", "laptop", "car", "internet", "printer"].flatMap((thing): [string, string][] => [
    [`${thing} died`, `${thing} went off`],
    [`${thing} is dead`, `${thing} is off`],
  ]),
  // A day's work ended: "done" and "that's it" bounded by the day, not an ending.
  ...["today", "the day", "tonight", "the night", "the week"].flatMap((day): [string, string][] => [
    [`done for ${day}`, `stopping work for ${day}`],
    [`that is it for ${day}`, `that is all for ${day}`],
  ]),
  ["calling it a night", "going to bed"],
  ["calling it a day", "stopping work"],
  ["dead quiet", "very quiet"],
  ["dead easy", "very easy"],
  ["dead simple", "very simple"],
  ["dead funny", "very funny"],
  // Wanting something very much ("I'd kill for a coffee"); not "would kill for him", which is read as written.
  ...["a", "an", "some", "a cup of", "a slice of"].map((what): [string, string] => [`would kill for ${what}`, `would love ${what}`]),
  ...["sugar", "caffeine", "chocolate", "cuteness", "carb", "carbs"].map((what): [string, string] => [`${what} overdose`, `too much ${what}`]),
  ["bungee jumping", "bungee"],
  ["bungee jump", "bungee"],
  ["bungee jumped", "did a bungee"],
  ["murder mystery", "whodunnit"],
  // Devotion, not a gunfight ("I'd take a bullet for her").
  ["take a bullet for", "do anything for"],
  ...["see", "try", "meet", "go", "get", "hear", "watch", "read", "visit", "tell"].map((verb): [string, string] => [`dying to ${verb}`, `keen to ${verb}`]),
  ...["lights", "light", "engine", "music", "tv", "telly"].map((thing): [string, string] => [`kill the ${thing}`, `turn off the ${thing}`]),
  ["dead of winter", "middle of winter"],
  ["dead of night", "middle of the night"],
  ["jump rope", "skipping rope"],
  ...["battery", "phone", "laptop"].map((thing): [string, string] => [`${thing} dead`, `${thing} off`]),
  ["murder mysteries", "whodunnits"],
];

const SLANG_INDEX: Map<string, { from: string[]; to: string }[]> = (() => {
  const index = new Map<string, { from: string[]; to: string }[]>();
  for (const [from, to] of [...SLANG, ...IDIOMS]) {
    const words = from.split(" ");
    const list = index.get(words[0]!) ?? [];
    list.push({ from: words, to });
    list.sort((a, b) => b.from.length - a.from.length);
    index.set(words[0]!, list);
  }
  return index;
})();

// Words after which "ill" is the adjective, not "I'll".
/** "so ill die": a verb after "ill" makes it "I'll", whatever stands before it. */
const ILL_VERB_AFTER = new Set(["die", "be", "go", "do", "take", "kill", "end", "jump", "never", "just", "probably", "finally", "try", "hang", "cut", "drown", "stop"]);
const ILL_ADJECTIVE_BEFORE = new Set(["feel", "feeling", "felt", "am", "was", "were", "be", "been", "being", "so", "very", "too", "get", "getting", "got", "really", "is", "are", "become", "became", "fall", "fell", "mentally", "seriously", "terminally", "quite", "look", "looks", "looked", "the", "an", "and", "or", "gravely", "critically", "falling"]);

// Digits and symbols used as letters inside a word ("k1ll", "d!e", "su1c1de").
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i", "|": "l" };
// A word begun with a letter and spelled partly in digits or symbols ("p1lls", "k1ll", "t0", "d13").
const LEET_WORD = /^[a-z][a-z0-9@$!|]*[0-9@$!|][a-z0-9@$!|]*$/;
const SYMBOL = /[0-9@$!|]/;
const TRIPLE = /([a-z])\1\1/;
const ASCII = /^[\x00-\x7f]*$/;
/** Letters that look like Latin ones (Cyrillic, Greek, the dotless i), which NFKD leaves apart. */
const LOOKALIKE: Record<string, string> = {
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", ԁ: "d", ӏ: "l", к: "k", м: "m", т: "t", н: "h", в: "b",
  ı: "i", α: "a", ε: "e", ο: "o", ι: "i", κ: "k", ν: "v", τ: "t", ρ: "p",
  // Latin letters that NFKD does not take apart.
  ł: "l", ø: "o", ß: "ss", æ: "ae", œ: "oe", đ: "d", þ: "th",
};
const LOOKALIKES = new RegExp(`[${Object.keys(LOOKALIKE).join("")}]`, "g");
/** A word holding at least one lookalike letter: only those are looked at. */
const HAS_LOOKALIKE_WORD = new RegExp(`\\S*[${Object.keys(LOOKALIKE).join("")}]\\S*`, "g");
// A word spelled out letter by letter ("d.i.e", "k-i-l-l"), or three or more single letters in a row ("d i e").
const SPELLED_OUT = /\b(?:[a-z][.\-_*~+])+[a-z]\b|\b(?:[a-z] ){2,}[a-z]\b/g;

/**
 * The canonical form: words separated by single spaces, " . " between sentences and " , " between
 * clauses. Pure and fast: one pass over the characters, then one over the words.
 */
/**
 * Emoji that carry a means or a place of danger, said as their word ("💊💊💊 all of them", "🔪 again
 * tonight"): every other emoji is a space, as any symbol is. Not 💀, which mostly means laughing.
 */
const EMOJI_WORDS: Record<string, string> = {
  "💊": "pills",
  "💉": "needle",
  "🔪": "knife",
  "🗡": "knife",
  "🩸": "blood",
  "🔫": "gun",
  "⚰": "coffin",
  "🪦": "grave",
  "🪢": "rope",
  "🌉": "bridge",
  "🚆": "train",
  "🚂": "train",
  "🚄": "train",
  "🚅": "train",
  "🚇": "train",
  "🚈": "train",
};
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join("|"), "gu");

export function canonicalise(input: string): string {
  // Most texts are plain ASCII: only others need accents stripped and typographic marks unified.
  const text = ASCII.test(input)
    ? input.toLowerCase().replace(/`/g, "'")
    : input
        .replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji]} `)
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase()
        .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/[\u200b-\u200d\ufeff]/g, "")
        // Only inside a word written partly in Latin letters (or a lone letter): a word all in Cyrillic is Russian or Ukrainian, read by ./other-languages.ts.
        .replace(HAS_LOOKALIKE_WORD, (word) => (word.length === 1 || /[a-z]/.test(word) ? word.replace(LOOKALIKES, (c) => LOOKALIKE[c] ?? c) : word));

  // Sentence and clause marks become tokens; anything else that is not a letter, digit or word-internal
  // symbol separates words. Apostrophes vanish ("don't" -> "dont") so contractions have one spelling.
  const spaced = text
    .replace(SPELLED_OUT, (letters) => letters.replace(/[^a-z]/g, ""))
    // "'s" before where or how a thing is ("rope's in the garage", "the note's written") is "is", not a possessive.
    .replace(/(\w)'s (?=(?:in|on|under|inside|behind|ready|hidden|up|tied|loaded|written|done|packed|set|sorted|waiting|there|here)\b)/g, "$1 is ")
    // "OD'd" is "ODed" (overdosed), not "odd".
    .replace(/\bod'e?d\b/g, "oded")
    .replace(/(\w)'(\w)/g, "$1$2")
    // Quotation marks stay, as a word of their own: quoted words are reported, not said ("the thought 'jump'").
    .replace(/["']/g, ' " ')
    .replace(/(\d)[.:](\d)/g, "$1h$2")
    .replace(/[.!;\n\r]*\?[?!.]*/g, " ? ")
    .replace(/[.!;\n\r]+|\s[-\u2013\u2014]+\s|\.\.\.+|\u2026/g, " . ")
    .replace(/[,:()[\]{}]+/g, " , ")
    .replace(/[^a-z0-9@$!|.,?"\s]+/g, " ")
    .replace(/(^|\s)[!|@$]+(?=\s|$)/g, " ");

  const raw = spaced.split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let w = raw[i]!;
    if (w === "." || w === "," || w === "?") {
      const last = words[words.length - 1];
      if (last === undefined) continue;
      if (last === "," || last === "." || last === "?") {
        // The stronger mark wins: a question over a full stop over a comma.
        if (w === "?" || (w === "." && last === ",")) words[words.length - 1] = w;
      } else {
        words.push(w);
      }
      continue;
    }
    // Texting's own spellings ("no1", "b4") are read as such before any digit is taken for a letter.
    // A zero for an o at a word's start ("0ff", "0verdose").
    if (/^0[a-z]{2,}$/.test(w)) w = `o${w.slice(1)}`;
    if (SYMBOL.test(w) && !(w in CONTRACTIONS)) {
      if (LEET_WORD.test(w)) w = w.replace(/[0-9@$!|]/g, (c) => LEET[c] ?? c);
      w = w.replace(/[@$!|]/g, "");
      if (!w) continue;
    }
    // "soooo" -> "soo"; spelling correction below also tries the single-letter form.
    if (TRIPLE.test(w)) w = w.replace(/([a-z])\1{2,}/g, "$1$1");
    if (w === "ill" && (!ILL_ADJECTIVE_BEFORE.has(words[words.length - 1] ?? "") || ILL_VERB_AFTER.has(raw[i + 1] ?? ""))) {
      words.push("i", "will");
      continue;
    }
    const expanded = CONTRACTIONS[w];
    if (expanded) {
      words.push(...expanded.split(" "));
      continue;
    }
    words.push(correctSpelling(w));
  }
  return expandSlang(words).join(" ").replace(/^[ .,?]+|[ .,]+$/g, "");
}

const UNIT_SLANG = new Set(["kms", "sh", "od"]);

function expandSlang(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = SLANG_INDEX.get(words[i]!);
    const hit = candidates?.find((c) => c.from.every((w, k) => words[i + k] === w));
    // After a number, "kms" and "sh" are kilometres and a short unit, not slang ("a 10 kms race").
    if (hit && !(UNIT_SLANG.has(words[i]!) && /^\d/.test(words[i - 1] ?? ""))) {
      out.push(...hit.to.split(" "));
      i += hit.from.length - 1;
    } else {
      out.push(words[i]!);
    }
  }
  return out;
}
