// A trigger in the person's own words: what kind of fear it is, so its exposure fits; whether it
// touches a real hazard (then ordinary hygiene stays); and the compulsion it names, so that is what the
// task holds back. The exposures never ask for the compulsion itself ("do the action once" for a driver
// who fears having hit someone), never a scene of the feared act, and never food after a hazard.
import "server-only";
import type { OcdType } from "@/lib/domain/enums";
import { detectTheme, normalise } from "../thoughts/engine";
import { describesRealDanger, feelsAnOrdinaryFeeling, touchesRealHazard } from "../thoughts/situations";

export type Ladder = readonly [readonly [string, string], readonly [string, string], readonly [string, string]];

/** What a trigger in one's own words is about: an OCD theme, a real hazard or danger, the body's own workings, or no OCD at all. */
export type OwnWordsKind = OcdType | "general" | "hazard" | "danger" | "sensorimotor" | "everyday";

const BODY_FOCUS = /\b(?:blink\w*|swallow\w*|breathing|my breath|tongue|heartbeat|heart beating|floaters)\b/;
const NOTICING = /\b(?:notic\w*|aware\w*|hyperaware\w*|focus\w*|can't stop|attention|automatic)\b/;

const THEME_KIND: Record<string, OwnWordsKind> = { contamination: "contamination", checking: "checking", symmetry: "symmetry", intrusive: "intrusive_thoughts" };

/** The kind of a trigger in the person's own words; their OCD type decides when the words do not. */
export function ownWordsKind(trigger: string, ocdType: OcdType | null): OwnWordsKind {
  const text = normalise(trigger);
  if (describesRealDanger(text)) return "danger";
  if (feelsAnOrdinaryFeeling(text)) return "everyday";
  if (BODY_FOCUS.test(text) && NOTICING.test(text)) return "sensorimotor";
  const theme = detectTheme(text, { ocdType });
  if ((theme === "contamination" || (theme === "general" && ocdType === "contamination")) && touchesRealHazard(text)) return "hazard";
  return THEME_KIND[theme] ?? ocdType ?? "general";
}

// The compulsion a trigger names, in the order a doubt is most often answered: [words, compulsion id].
const NAMED: [RegExp, string][] = [
  [/\b(?:reassur\w*|ask(?:ed|ing)? (?:my |him |her |them |\w+ )?(?:if|whether|again|for))\b/, "reassurance"],
  [/\bconfess\w*/, "confessing"],
  [/\b(?:pray\w*|forgive me|hail mar\w*|cancel (?:it|the thought) out)\b/, "neutralizing"],
  [/\b(?:re-?writ\w*|re-?read\w*|redo\w*|repeat\w*|start (?:over|again)|do it again|until it feels? (?:right|even)|tap\w*)\b/, "repeating"],
  [/\b(?:count\w*|safe numbers?|bad numbers?)\b/, "numbers"],
  [/\b(?:compar\w*|test(?:ing)? (?:myself|my (?:feelings|reactions|attraction))|(?:checking|check) (?:my )?(?:attraction|reactions|arousal)|groin\w*)\b/, "self_testing"],
  [/\b(?:check\w*|go(?:ing)? back|drive back|drove back|look(?:ing)? again|photos? of)\b/, "checking"],
  [/\b(?:wash\w*|clean\w*|scrub\w*|saniti[sz]\w*|shower\w*|wip(?:e|ing))\b/, "washing"],
  [/\b(?:replay\w*|going over|review\w*|analy[sz]\w*)\b/, "mental_rituals"],
  [/\b(?:avoid\w*|stay(?:ing)? away|won't go near|can't go near)\b/, "avoiding_triggers"],
];

/** The compulsion the trigger itself names, or null. */
export function compulsionNamedIn(trigger: string): string | null {
  const text = normalise(trigger);
  return NAMED.find(([words]) => words.test(text))?.[1] ?? null;
}

const ROOM_FOR_THE_FEELING = [
  "Sit somewhere comfortable and let the feeling you described be there, kindly, for the whole timer.",
  "Write one sentence about the feeling you described and one about what you need today.",
] as const;

const NOT_THE_EXPOSURE = "What you described would be a real danger, so it is not the exposure: its ordinary care stays.";

/** The same three rungs as a chip's ladder, pointing at what the person described. */
export const OWN_WORDS_LADDERS: Record<OwnWordsKind, Ladder> = {
  contamination: [
    ["Touch something linked to the situation you described with one fingertip.", "Picture the situation you described in detail, then touch something it reminds you of."],
    ["Touch something linked to the situation you described with your whole hand.", "Hold an object linked to the situation you described in your palm."],
    ["Touch something linked to the situation you described, then touch your face, clothes and phone.", "Handle something linked to the situation you described, then carry on with your day, using your phone and touching your clothes as normal."],
  ],
  // What ordinary care keeps away stays away: the exposure is to the doubt and to everyday contact near it.
  hazard: [
    ["Look at a photo of what you described and let the worry be there without looking away.", "Write the worry you described as one sentence ending 'and I can't be completely sure', and read it once."],
    ["Stay in the same room as what you described, or touch something near it, such as its packaging or a cupboard door, and leave your hands as they are.", "Handle the outside of something linked to what you described, such as a packet, a bottle or a bag, and leave your hands as they are."],
    ["Do the everyday task linked to what you described the way anyone would, with ordinary care, then go on with your day.", "Prepare or clean as the label or ordinary care says, wash once in the usual way, then touch your phone and clothes as normal."],
  ],
  // Doing it would be a real danger (no seatbelt, a toddler alone in the bath, the hob left on): the care
  // stays, taken once the way anyone would, and the exposure is to the doubt left after it.
  danger: [
    [`${NOT_THE_EXPOSURE} Write the worry behind it as one sentence ending 'and I can't be completely sure', and read it once.`, `${NOT_THE_EXPOSURE} Picture that care done once, and say to yourself: 'Maybe, maybe not.'`],
    [`${NOT_THE_EXPOSURE} Take that care once, the way anyone would, then leave it without checking again.`, `${NOT_THE_EXPOSURE} Read the worry behind it aloud three times, ending each time with 'and I took ordinary care once'.`],
    [`${NOT_THE_EXPOSURE} Take that care once, the way anyone would, then go on with your day without going back, asking or checking.`, `${NOT_THE_EXPOSURE} Write a short paragraph in which the worry stays unresolved after that care, and read it aloud.`],
  ],
  // The doubt, not the action: the action a checker describes is often the compulsion, or driving.
  checking: [
    ["Write the doubt you described as one sentence ending 'and I may never know for sure', and read it once.", "Picture the situation you described and say to yourself: 'Maybe, maybe not.'"],
    ["The next time the situation you described comes up, do only what anyone would (often nothing at all), then move on to something else without going back to check.", "Read the doubt you described aloud three times, ending each time with 'maybe, maybe not'."],
    ["The next time the situation you described comes up, do only what anyone would (often nothing at all), then carry on with your day without going back, checking or asking.", "Write a short paragraph in which the doubt you described stays unresolved, and read it aloud."],
  ],
  symmetry: [
    ["Make one small thing linked to the situation you described slightly uneven.", "Picture the situation you described left unfinished and uneven."],
    ["Make several things linked to the situation you described uneven or out of order.", "Leave the situation you described unfinished and sit where you can see it."],
    ["Make everything linked to the situation you described uneven and stay with it.", "Leave the situation you described as it is and go about your day nearby."],
  ],
  // The thought and its doubt written and read: never a scene of the feared act.
  intrusive_thoughts: [
    ["Write the worry you described in one sentence and read it once.", "Picture the everyday situation you described and let the thought come."],
    // The person's own planned exposure in real life where it is an ordinary part of a day (a knife in the kitchen, a film, a news story).
    ["Do the everyday situation you described for the whole timer, in real life where it is part of an ordinary day, and let the thought come without cancelling it.", "Write the worry you described as a full sentence and read it aloud three times."],
    ["Write the worry you described, followed by 'maybe, maybe not', ten times, and read it aloud.", "Record yourself saying the worry you described and listen back."],
  ],
  general: [
    ["Picture the situation you described in detail and let the anxiety come.", "Write the worry about the situation you described in one sentence and read it once."],
    ["Move a step closer to the situation you described, in real life if you can or in vivid detail.", "Write the worry you described as a full sentence and read it aloud three times."],
    ["Stay with the situation you described, in real life where it is part of an ordinary day or else in vivid detail, without putting it right, confessing or asking.", "Write a short paragraph in which the worry you described stays unresolved, and read it aloud."],
  ],
  sensorimotor: [
    ["Pay attention to the sensation you described on purpose for the whole timer, without trying to change it.", "Say to yourself 'I may notice this for a long time', and let the sensation you described stay in view."],
    ["Do something ordinary, such as reading or washing up, while the sensation you described stays in view.", "Read the worry about the sensation you described aloud three times, then carry on with something ordinary."],
    ["Go about your day while the sensation you described comes and goes as it likes.", "Notice the sensation you described on purpose in a conversation or while reading, and keep going."],
  ],
  // Not OCD: nothing to face or hold back from, only the feeling made room for, whatever the rating.
  everyday: [ROOM_FOR_THE_FEELING, ROOM_FOR_THE_FEELING, ROOM_FOR_THE_FEELING],
};

// An exposure that is itself written, said, heard or thought on purpose ("Writing 'I might hurt my baby' and
// reading it aloud", "Thinking the number 13 on purpose"): its rungs are the written ones, not a scene in real life.
const DONE_IN_WORDS = /\b(?:writ\w*|script\w*|read(?:ing)? (?:\w+ )?(?:aloud|out loud|out)|say(?:ing)? (?:\w+ ){0,3}(?:aloud|out loud)|record\w*|listen\w* to|on purpose|deliberately|imagin\w*|pictur\w*)\b/;

const INTRUSIVE_IN_WORDS: Ladder = [
  OWN_WORDS_LADDERS.intrusive_thoughts[0],
  ["Write the worry you described as a full sentence and read it aloud three times.", "Say the worry you described aloud slowly."],
  OWN_WORDS_LADDERS.intrusive_thoughts[2],
];

/** The ladder for a trigger in the person's own words: an intrusive thought's exposure done in words keeps to words. */
export function ownWordsLadder(kind: OwnWordsKind, trigger: string): Ladder {
  return kind === "intrusive_thoughts" && DONE_IN_WORDS.test(normalise(trigger)) ? INTRUSIVE_IN_WORDS : OWN_WORDS_LADDERS[kind];
}

/** The compulsions held back for a trigger of this kind: its own for a hazard, a danger, the body or no OCD; else the one it names first. */
export function ownWordsCompulsions(kind: OwnWordsKind, trigger: string, theirs: readonly string[]): string[] {
  if (kind === "everyday") return ["none"];
  if (kind === "hazard") return ["hygiene"];
  if (kind === "danger") return ["checking", "reassurance"];
  if (kind === "sensorimotor") return ["sensorimotor"];
  const named = compulsionNamedIn(trigger);
  return [...new Set([...(named ? [named] : []), ...theirs])];
}
