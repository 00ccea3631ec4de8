// The built-in ERP guidance engine: a concrete exposure picked from a three-rung ladder for the
// trigger (gentler when the trigger is rated more anxious), the compulsion to resist, and
// encouragement that never reassures. Deterministic, so alternatives can be walked in order.
import "server-only";
import { choiceLabel, COMPULSIONS_BY_TYPE, type OcdType } from "@/lib/domain/enums";
import { anxietyLabel } from "@/lib/domain/anxiety-scale";
import { formatDuration, splitTrigger, triggerChipId, type TriggerChipId } from "@/lib/domain/erp";
import type { ErpGuidance } from "@/lib/domain/erp-schemas";
import { ownWordsCompulsions, ownWordsKind, ownWordsLadder, type Ladder } from "./own-words";

export interface ErpContext {
  trigger: string;
  anxietyLevel: number;
  duration: number;
  ocdType: string | null;
  commonCompulsions: readonly string[];
  /** A session from a ladder rung (decision 034): the person's own response-prevention plan, named in the guidance. */
  compulsionToResist?: string | null;
}

/** 0 = gentle, 1 = middle, 2 = strong. */
export type Rung = 0 | 1 | 2;
export type { Ladder };

/**
 * The exposure hierarchy: a trigger rated 7-10 gets a smaller step on the same fear, 4-6 a middle
 * step, 1-3 the fuller exposure, so the task stays hard enough to learn from yet possible to finish.
 */
export function rungFor(anxietyLevel: number): Rung {
  if (anxietyLevel >= 7) return 0;
  if (anxietyLevel >= 4) return 1;
  return 2;
}

/** Two different exposures per rung for every chip of lib/domain/erp.ts, keyed by the chip's id (the ladder's suggestions use them too). */
export const CHIP_LADDERS: Record<TriggerChipId, Ladder> = {
  public_doorknobs: [
    ["Touch a door handle that other people use with one fingertip and keep your finger on it.", "Picture yourself opening a busy shop door, then rest one finger on the nearest door handle."],
    ["Hold a door handle that other people use with your whole bare hand.", "Open and close a shared door three times using the handle with your bare hand."],
    ["Hold a shared door handle with your whole hand, then touch your face and your phone with that hand.", "Open a shared door with your bare hand, then rest that hand on your clothes and hair."],
  ],
  public_restroom: [
    ["Look at a photo of a public restroom and imagine walking in and using it, in as much detail as you can.", "Write three sentences describing yourself using a public restroom, then read them aloud."],
    ["Touch the door handle and tap of a shared bathroom without wiping them first.", "Sit on a shared toilet seat with your clothes on, without covering or wiping the seat."],
    ["Use a shared or public restroom and open the door on the way out with your bare hand.", "Use a shared restroom and touch the tap, handle and lock as anyone would, without paper or sleeves."],
  ],
  shaking_hands: [
    ["Touch an object someone else has just held, such as a pen or a remote control.", "Imagine shaking hands with a stranger in detail, then clasp your own hands as if in a handshake."],
    ["Hold an object someone else uses every day, such as their mug or their phone, in your palm.", "Shake hands with or hold hands with someone you live with."],
    ["Shake hands with someone, then touch your face and eat or drink something.", "Hold hands with someone, then touch your food, your phone and your face with that hand."],
  ],
  cash_and_coins: [
    ["Pick up one coin and hold it between two fingers.", "Touch a banknote or an old receipt with your fingertips and look at it closely."],
    ["Hold a handful of coins in your palm and move them around.", "Count a handful of coins and notes with your bare hands."],
    ["Handle coins and notes, then touch your face and eat a snack.", "Hold coins in your hand, then put that hand in your pocket and touch your phone and keys."],
  ],
  floors_and_soles: [
    ["Touch the floor near your front door with one fingertip.", "Touch the side of a shoe you wear outdoors with one finger."],
    ["Press your whole palm flat on the floor near your front door.", "Hold an outdoor shoe in your hand, sole included."],
    ["Touch the sole of an outdoor shoe, then touch your clothes, your phone and the sofa.", "Press both hands on the floor near your door, then touch your face and hair."],
  ],
  door_lock: [
    ["Lock an inside door once, slowly and on purpose, then walk to another room.", "Lock a door once, then sit down with your back to it."],
    ["Lock your front door once, then walk away and sit somewhere you cannot see it.", "Lock the front door once while looking away, then move to another room."],
    ["Lock your front door once while thinking about something else, then leave for a short walk.", "Lock the door once without looking at it and leave the house."],
  ],
  stove: [
    ["Turn a cold hob knob to off once, then take one step back from the stove.", "Look at the switched-off stove once, then turn your back to it."],
    ["Turn the stove or kettle off once after using it, then go to another room.", "Switch the stove off once, then leave the kitchen and close the door behind you."],
    ["Turn the stove off once without looking at the knob, then leave the kitchen.", "Turn the stove off once, then leave the house for a short walk."],
  ],
  email_unread: [
    ["Write a short message to yourself and send it after reading it only once.", "Write a one-line message to a friend and send it after a single read-through."],
    ["Write an everyday message or email and send it without re-reading it.", "Reply to a message you have been putting off and send it after one read."],
    ["Send a work or personal email after one read, and keep your sent folder closed.", "Write and send a quick message with a small typo left in on purpose."],
  ],
  appliances_plugged_in: [
    ["Look at a plugged-in lamp or charger once, then turn away from it.", "Leave your phone charger plugged in and move to another room."],
    ["Leave a lamp switched on and a charger plugged in, and go to another room.", "Switch an appliance off once, then leave the room without touching it again."],
    ["Leave a charger plugged in and go out for a short walk.", "Go out with the toaster and kettle plugged in, glancing at them only once on the way."],
  ],
  wallet_and_keys: [
    ["Put your keys in your bag once, zip it and put the bag down.", "Put your wallet in your pocket once and take your hand away."],
    ["Put your keys and wallet in your bag once, then put the bag out of reach.", "Pack your bag once and leave it in another room."],
    ["Pack your wallet, keys and phone once without looking, then go for a short walk.", "Ask someone to put your keys in your bag while you look away."],
  ],
  crooked_frames: [
    ["Tilt one picture frame very slightly and look at it.", "Move one small object on a shelf slightly out of line and look at it."],
    ["Tilt a picture frame until it is clearly crooked and sit where you can see it.", "Tilt two frames in different directions and look at them."],
    ["Tilt every frame in one room and stay in that room.", "Tilt a frame and push the objects around it off-centre, then stay nearby."],
  ],
  shelf_out_of_order: [
    ["Swap the places of two books or objects on a shelf.", "Turn one book on a shelf upside down."],
    ["Mix up the order of five books or objects on a shelf.", "Put the books on one shelf in random order."],
    ["Jumble a whole shelf of books or objects and leave it that way.", "Mix up a shelf and turn some books backwards so their spines are hidden."],
  ],
  uneven_laces_and_sleeves: [
    ["Roll up one sleeve slightly higher than the other.", "Tie one shoelace a little looser than the other."],
    ["Roll one sleeve up and leave the other one down.", "Wear one sock pulled up and the other pushed down."],
    ["Make your sleeves, socks and shoelaces uneven and walk around your home.", "Tie your shoelaces unevenly, roll up one trouser leg and go about your day."],
  ],
  one_handed_touch: [
    ["Tap a table once with your left hand only.", "Touch one side of a doorframe and not the other."],
    ["Touch several things with only one hand as you move around the room.", "Tap your left knee three times and your right knee not at all."],
    ["Brush one shoulder against a doorframe and walk on.", "Touch things unevenly as you move through your home."],
  ],
  messy_desk: [
    ["Move two things on your desk or table out of place.", "Put one item on your table at an angle."],
    ["Scatter the items on your desk or table.", "Leave papers and pens in a messy pile in front of you."],
    ["Make your whole desk messy, then sit and work at it.", "Clutter your table with everyday things and eat a snack at it."],
  ],
  driving_thoughts: [
    ["Picture a familiar driving route and let the unwanted thoughts come.", "Read the driving thought written out as one sentence."],
    ["Write the driving thought in one sentence and read it aloud slowly three times.", "Watch a video of someone driving down a busy street and let the thoughts come."],
    ["Write a short story in which the feared thing happens while you drive, and read it aloud.", "Sit in the driver's seat of a parked car, or picture it vividly, and let the thoughts come."],
  ],
  kitchen_knife: [
    ["Look at a kitchen knife in its drawer or block.", "Place a kitchen knife on the counter and stay next to it."],
    ["Hold a kitchen knife loosely in your hand.", "Use a kitchen knife to cut a piece of fruit or a vegetable."],
    ["Cook something that needs a sharp knife while someone you love is in the room.", "Hold a kitchen knife while thinking the unwanted thought on purpose."],
  ],
  harming_thoughts_near_loved_ones: [
    ["Look at a photo of someone you love and let the unwanted thought come.", "Write the name of someone you love and notice the thoughts that follow."],
    ["Sit in the same room as someone you love and let the thoughts be there.", "Write the unwanted thought about a loved one in one sentence and read it."],
    ["Hug someone you love while letting the unwanted thought stay.", "Write the unwanted thought in full and read it aloud while looking at their photo."],
  ],
  taboo_thoughts: [
    ["Write one word linked to the unwanted thought and look at it.", "Say one word linked to the thought quietly to yourself."],
    ["Write the thought as a full sentence and read it aloud.", "Say the thought aloud three times, slowly."],
    ["Write the thought ten times and read it aloud.", "Record yourself saying the thought and listen back to it."],
  ],
  doubt_about_something_terrible: [
    ["Write down: 'Maybe I did something terrible, and I may never know for sure.' Read it once.", "Think of the doubt and say to yourself: 'Maybe it happened, maybe it did not.'"],
    ["Read 'Maybe I did something terrible, and I may never know for sure' aloud three times.", "Write the doubt in full and read it slowly."],
    ["Write a paragraph in which the doubt is true and read it aloud.", "Record yourself reading the doubt aloud and listen back to it twice."],
  ],
};

/** What to resist for each compulsion of docs/spec.md §3, written as an instruction. */
const PREVENTION: Record<string, string> = {
  washing: "Do not wash, rinse or wipe your hands.",
  avoiding_places: "Stay where you are rather than leaving or avoiding it.",
  changing_clothes: "Keep the same clothes on and do not brush them off.",
  sanitizer: "Do not use hand sanitizer or wipes.",
  avoiding_surfaces: "Let your hands touch surfaces as they are; no sleeves, tissues or elbows.",
  checking: "Do not go back to check, look again or test it.",
  reassurance: "Do not ask anyone, or search online, whether it is alright.",
  mental_rituals: "Do not replay, review or argue with the thought in your head; leave it unanswered.",
  recording: "Do not write it down, take a photo or make a note as proof.",
  avoiding_leaving: "Do not delay or stay behind to keep an eye on things.",
  arranging: "Do not straighten, rearrange or fix anything.",
  repeating: "Do not repeat or redo the action until it feels right.",
  numbers: "Do not count or use safe numbers.",
  aligning: "Do not line anything up or even it out.",
  order: "Do not put anything back in its place.",
  avoiding_triggers: "Do not leave, look away or push the thought away.",
  moral_reassurance: "Do not seek reassurance about your character from anyone, yourself included.",
  neutralizing: "Do not cancel the thought with a 'good' thought, a prayer or a gesture.",
  avoiding_media: "Do not switch off, skip or look away.",
  // Named by a trigger in the person's own words (./own-words.ts).
  confessing: "Do not confess the thought or tell anyone about it to feel better.",
  self_testing: "Do not test your reactions, compare, or check how you feel; let the doubt stay.",
  sensorimotor: "Do not try to stop noticing, distract yourself on purpose, or check whether it has gone back to automatic.",
  // Near a real hazard, or after a toilet: ordinary hygiene stays, the extra washing goes.
  hygiene: "Wash only as anyone would, once and in the usual way; no extra washing, wiping or checking.",
  // Not OCD: nothing to hold back from.
  none: "",
};

/** Chips whose situations call for ordinary hygiene afterwards: not washing there is no exposure but a risk. */
const HYGIENE_CHIPS = new Set<TriggerChipId>(["public_restroom"]);
const WASHING = new Set(["washing", "sanitizer"]);

/** The compulsion to hold back on a chip's exposure: washing after a toilet becomes washing only as anyone would. */
export function compulsionForChip(chip: TriggerChipId, compulsion: string): string {
  return HYGIENE_CHIPS.has(chip) && WASHING.has(compulsion) ? "hygiene" : compulsion;
}

const DEFAULT_COMPULSION: Record<OcdType, string> = {
  contamination: "washing",
  checking: "checking",
  symmetry: "arranging",
  intrusive_thoughts: "mental_rituals",
};

export function isOcdType(v: string | null): v is OcdType {
  return v != null && v in DEFAULT_COMPULSION;
}

/** The instruction for one compulsion id, or for a 'custom:' compulsion in the person's words. */
export function preventionFor(compulsion: string): string {
  if (compulsion.startsWith("custom:")) return `Hold back from your usual response (${choiceLabel(compulsion).trim()}).`;
  return PREVENTION[compulsion] ?? PREVENTION.reassurance!;
}

/** The person's compulsions that fit their OCD type (then custom ones), falling back to the type's typical one. */
export function compulsionsToResist(ocdType: string | null, commonCompulsions: readonly string[]): string[] {
  const ofType: readonly string[] = isOcdType(ocdType) ? COMPULSIONS_BY_TYPE[ocdType] : [];
  const relevant = commonCompulsions.filter((id) => ofType.includes(id) || (!isOcdType(ocdType) && id in PREVENTION));
  const custom = commonCompulsions.filter((id) => id.startsWith("custom:") && choiceLabel(id).trim());
  const chosen = [...new Set([...relevant, ...custom])];
  if (chosen.length) return chosen;
  return [isOcdType(ocdType) ? DEFAULT_COMPULSION[ocdType] : "reassurance"];
}

const FRAMING: Record<Rung, string> = {
  0: "so this is a smaller step towards the same fear. A smaller step still counts fully.",
  1: "so this is a middle step: enough to feel it, and within reach.",
  2: "so this task goes a little further, to keep the practice meaningful.",
};

const ENCOURAGEMENT = [
  "Choosing to face this is the brave part. Whatever the next few moments feel like, you are practising a new way to respond.",
  "Anxiety is uncomfortable, not a command. Each moment you stay with it without the ritual teaches your brain something new.",
  "You do not need to feel calm to do this well. Letting the feeling be there is the whole skill, and you are practising it now.",
];

// Harm to oneself named in the trigger ("Thoughts of harming myself", "standing near the window I fear jumping from").
// Not harm to others: a pointer to crisis help inside a knife or baby exposure reads as "the app thinks you
// might do it", the doubt the exposure is there to leave open (the header's "Need help now?" is always there).
const SELF_HARM_THEME = /\b(?:harm|hurt|kill|cut|stab|throw|hang|burn|drown|poison|end)\w* myself\b|\bsuicid|\bjump(?:ing)? (?:off|from|out|in front)|\bmy own life\b/i;

export interface Candidate {
  description: string;
  compulsion: string;
}

/** The person's own plan, as an instruction that ends with a full stop. */
const plan = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The rung itself as the first task: the situation as the person wrote it, and their own plan. */
function rungCandidate(ctx: ErpContext & { compulsionToResist: string }): Candidate {
  return {
    compulsion: RUNG_PLAN,
    description: `${plan(ctx.trigger)} Stay with the feeling until the timer ends. ${plan(ctx.compulsionToResist)}`,
  };
}

/** Marks a candidate whose compulsion is the rung's own plan. */
const RUNG_PLAN = "rung:plan";

/** Every task this engine would offer for the context, in the order alternatives are walked. */
export function candidates(ctx: ErpContext): Candidate[] {
  const rung = rungFor(ctx.anxietyLevel);
  const ocdType = isOcdType(ctx.ocdType) ? ctx.ocdType : null;
  const theirs = compulsionsToResist(ctx.ocdType, ctx.commonCompulsions);
  // Each part of the trigger: a chip's own ladder, or one for what the person's words describe.
  const parts = splitTrigger(ctx.trigger);
  const sources = (parts.length ? parts : [ctx.trigger]).map((part) => {
    const chip = triggerChipId(part);
    if (chip) return { ladder: CHIP_LADDERS[chip], compulsions: theirs.map((c) => compulsionForChip(chip, c)) };
    const kind = ownWordsKind(part, ocdType);
    // What is held back fits what the words are about: uneven books are not answered with washing.
    const fitting = isOcdType(kind) ? compulsionsToResist(kind, ctx.commonCompulsions) : theirs;
    return { ladder: ownWordsLadder(kind, part), compulsions: ownWordsCompulsions(kind, part, fitting) };
  });
  const unique = sources.filter((s, i) => sources.findIndex((t) => t.ladder === s.ladder) === i);
  const own = ctx.compulsionToResist?.trim();
  // From a rung: the rung comes first, and every alternative keeps the person's own plan.
  const out: Candidate[] = own ? [rungCandidate({ ...ctx, compulsionToResist: own })] : [];
  unique.forEach(({ ladder, compulsions }, i) => {
    ladder[rung].forEach((action, variant) => {
      const compulsion = own ? RUNG_PLAN : compulsions[(i + variant) % compulsions.length]!;
      const prevention = own ? plan(own) : preventionFor(compulsion);
      // No OCD, no exposure: the feeling is made room for, and nothing is held back from.
      out.push({ compulsion, description: compulsion === "none" ? action : `${action} Stay with the feeling until the timer ends. ${prevention}` });
    });
  });
  return out;
}

function build(ctx: ErpContext, pick: Candidate, index: number): ErpGuidance {
  const rung = rungFor(ctx.anxietyLevel);
  const level = Math.round(ctx.anxietyLevel);
  // Where help is, said once and plainly: not an invitation to test whether the thoughts are "real".
  const harmNote = SELF_HARM_THEME.test(ctx.trigger) ? " 'Need help now?' at the top of the page lists people to talk to, whenever you need them." : "";
  if (pick.compulsion === "none") return everydayGuidance(ctx, pick);
  // The first candidate of a rung session is the rung itself.
  const fromRung = pick.compulsion === RUNG_PLAN && index === 0;
  const guidance =
    (fromRung
      ? `You rated this ${level}/10 (${anxietyLabel(level)}). This is a step from your own ladder, so you chose it and you know why it matters. `
      : `You rated this ${level}/10 (${anxietyLabel(level)}), ${FRAMING[rung]} `) +
    `Keep going for the full ${formatDuration(ctx.duration)}. Let the anxiety be there, whether it rises, falls or stays, without doing anything to make it go away. ` +
    `Notice where you feel it in your body and give it a number from 1 to 10 now and then. ` +
    (pick.compulsion === RUNG_PLAN && ctx.compulsionToResist
      ? `Your plan for the compulsion: ${plan(ctx.compulsionToResist)} If the urge shows up, name it ("there is the urge") and let it be there without acting on it.`
      : `If the urge to ${urgeVerb(pick.compulsion)} shows up, name it ("there is the urge") and let it be there without acting on it.`) +
    harmNote;
  return {
    task: { description: pick.description, duration: ctx.duration },
    guidance,
    encouragement: ENCOURAGEMENT[index % ENCOURAGEMENT.length]!,
  };
}

/** A trigger that is no OCD fear (grief, an exam, anger): time to let the feeling be, not an exposure. */
function everydayGuidance(ctx: ErpContext, pick: Candidate): ErpGuidance {
  const level = Math.round(ctx.anxietyLevel);
  return {
    task: { description: pick.description, duration: ctx.duration },
    guidance:
      `You rated this ${level}/10 (${anxietyLabel(level)}). This sounds like an ordinary hard feeling more than an OCD fear, so there is nothing here to face or hold back from: ERP is for fears that come with a compulsion. ` +
      `Use the ${formatDuration(ctx.duration)} to let the feeling be there, kindly, and notice what you need today. If it stays heavy, talk to someone you trust or your clinician.`,
    encouragement: "Hard feelings come with a life that matters to you. Being kind to yourself while they are here is a skill too.",
  };
}

function urgeVerb(compulsion: string): string {
  if (compulsion.startsWith("custom:")) return "do your usual ritual";
  const words: Record<string, string> = {
    washing: "wash",
    sanitizer: "clean your hands",
    changing_clothes: "change or brush off your clothes",
    avoiding_places: "leave",
    avoiding_surfaces: "pull back from surfaces",
    checking: "check",
    reassurance: "ask for reassurance",
    mental_rituals: "go over it in your head",
    recording: "write it down",
    avoiding_leaving: "stay and keep watch",
    arranging: "fix things",
    repeating: "redo it",
    numbers: "count",
    aligning: "line things up",
    order: "put things back",
    avoiding_triggers: "look away",
    moral_reassurance: "reassure yourself",
    neutralizing: "cancel the thought",
    avoiding_media: "switch off",
    confessing: "confess",
    self_testing: "test yourself",
    sensorimotor: "check whether it has stopped",
    hygiene: "wash again",
  };
  return words[compulsion] ?? "do a ritual";
}

const normalise = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/** The first task for a new session. */
export function localGuidance(ctx: ErpContext): ErpGuidance {
  const list = candidates(ctx);
  return build(ctx, list[0]!, 0);
}

/** The next task after `currentDescription`: always a different task while staying on the same rung. */
export function localAlternative(ctx: ErpContext, currentDescription: string | null): ErpGuidance {
  const list = candidates(ctx);
  const at = currentDescription ? list.findIndex((x) => normalise(x.description) === normalise(currentDescription)) : -1;
  const index = (at + 1) % list.length;
  return build(ctx, list[index]!, index);
}
