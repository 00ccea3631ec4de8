// The clinical safety rules: real risk always gets crisis resources, intrusive thoughts never do, and
// no answer may reassure, diagnose or advise on medication.
import { describe, expect, it } from "vitest";
import { CRISIS_INTRO, CRISIS_RESOURCES } from "@/lib/domain/crisis";
import { AiResponse } from "@/lib/domain/thoughts";
import { analyseThought } from "./local-engine/engine";
import { crisisResponse, findForbidden, mentionsDeathOrSelfHarm, signalsCrisis } from "./safety";

const CRISIS_THOUGHTS = [
  "I want to die",
  "I want to kill myself",
  "I've been thinking about killing myself every night",
  "I feel hopeless, nothing will ever get better",
  "Everyone would be better off without me",
  "I have a plan to end my life this weekend",
  "I've been saving up pills",
  "I can't go on like this anymore",
  "There's no point in living",
  "I wrote a goodbye note to my family",
  "I'm going to hurt myself tonight",
  "I feel suicidal",
  "I wish I was dead",
  "I don't want to be alive anymore",
  "I’m going to kill him when he gets home",
  "I want to hurt my sister and I will",
  "Im gonna end it all",
  "What if I stab my partner? Honestly I just want to die",
  "I cut myself again last night",
  "Nothing left to live for",
  // Fear words nearby never excuse first-person desire or intent (security review H1).
  "I'm so anxious all the time that I want to die",
  "I'm not scared anymore, I want to kill myself",
  "I'm tired of the intrusive thoughts, I want to die",
  "The urges to kill myself are getting stronger and I'm going to act on them",
  "I'm worried about everything and honestly I want to end it",
  "I'm not afraid I'll hurt him, I'm going to hurt him",
  "Life is not worth living",
  "My life isn't worth living anymore",
  "I'd rather be dead",
  "Everyone would be better off if I was gone",
  "I want to end it",
  "kms",
  "honestly i just want to kms",
  "I'm scared of my urges and I'm ready to end my life",
];

const INTRUSIVE_THOUGHTS = [
  "What if I stab my partner with the kitchen knife?",
  "I had a thought of pushing someone in front of the train",
  "I'm scared I'm going to hurt my baby when I'm bathing her",
  "What if I suddenly jump off the balcony? I don't want to",
  "I had an urge to jump off the balcony even though I don't want to die",
  "I'm terrified I will kill my mum in her sleep",
  "An image of strangling my cat flashed into my head",
  "What if I snap and attack someone at work?",
  "What if I kill myself even though I don't want to?",
  "I keep getting intrusive thoughts about harming my kids",
  "What if I poison my dad's dinner by accident?",
  "I'm afraid I might hurt myself with the knife while cooking",
  "If I touch that I'm going to die of germs",
  "I'm worried I'll become suicidal one day",
  "The thought of running people over keeps popping up",
  "I'm scared I want to hurt people",
  "What if I secretly want to kill my husband",
  // Unwanted harm thoughts stay on the calm ERP answer (security review H1).
  "what if I stab my partner",
  "I had a thought of pushing someone onto the tracks",
  "I'm scared I might hurt my baby",
  "intrusive thought about jumping off the balcony, I don't want to",
  "I'm scared that I'll hurt my son while he sleeps",
  "I get intrusive thoughts about killing myself and they terrify me",
  "I had an urge to stab my friend with the scissors",
];

describe("crisis rule", () => {
  it.each(CRISIS_THOUGHTS)("routes %s to crisis resources", (thought) => {
    expect(signalsCrisis(thought)).toBe(true);
  });

  it.each(INTRUSIVE_THOUGHTS)("answers the intrusive thought %s calmly, without crisis resources", (thought) => {
    expect(signalsCrisis(thought)).toBe(false);
    const answer = analyseThought(thought);
    expect(answer.crisis).toBe(false);
    expect(answer.reframe).not.toContain(CRISIS_INTRO);
    expect(findForbidden(answer)).toBeNull();
  });

  it("does not count a negated fear word as a frame", () => {
    expect(signalsCrisis("I'm scared I will kill him")).toBe(false);
    expect(signalsCrisis("I'm not scared I will kill him")).toBe(true);
    expect(signalsCrisis("I'm no longer afraid I'll hurt myself, I will hurt myself")).toBe(true);
  });

  it("lets an urge frame excuse harm to others only, never one's own death", () => {
    expect(signalsCrisis("I had an urge to stab my friend")).toBe(false);
    expect(signalsCrisis("I keep having urges to kill myself")).toBe(true);
  });

  it("has a broader net that notices any mention of death or self-harm, framed or not", () => {
    for (const t of [...CRISIS_THOUGHTS, "What if I kill myself even though I don't want to?", "I'm worried I'll become suicidal one day", "intrusive thought about jumping off the balcony, I don't want to"]) {
      expect(mentionsDeathOrSelfHarm(t)).toBe(true);
    }
    expect(mentionsDeathOrSelfHarm("What if I left the stove on and the house burns down?")).toBe(false);
    expect(mentionsDeathOrSelfHarm("What if I stab my partner with the kitchen knife?")).toBe(false);
  });

  it("answers with the crisis text and every crisis resource instead of a reframe", () => {
    const answer = crisisResponse();
    expect(AiResponse.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ crisis: true, cognitive_distortion: false, reframe: CRISIS_INTRO });
    for (const r of CRISIS_RESOURCES) expect(answer.coping_strategy).toContain(r.contact);
    expect(findForbidden(answer)).toBeNull();
  });
});

describe("forbidden phrases", () => {
  const answer = (reframe: string) => ({ distortion_type: "Catastrophizing", reframe, coping_strategy: "", reframed_thought: "" });

  it.each([
    ["You're fine, it was just a thought.", "reassurance"],
    ["You are safe now.", "reassurance"],
    ["That won't happen.", "reassurance"],
    ["It will never happen, I promise.", "reassurance"],
    ["Nothing bad will happen to your family.", "reassurance"],
    ["You're a good person and you would never hurt anyone.", "reassurance"],
    ["You're not going to hurt her.", "reassurance"],
    ["Don't worry about the stove.", "reassurance"],
    ["Everything will be okay.", "reassurance"],
    ["The door is locked, you checked it.", "reassurance"],
    ["Your hands are clean.", "reassurance"],
    ["You have OCD, which explains this.", "diagnosis"],
    ["This sounds like a diagnosis of generalised anxiety.", "diagnosis"],
    ["Ask your doctor about SSRIs such as sertraline.", "medication"],
    ["You could try increasing your medication.", "medication"],
  ])("refuses %s (%s)", (text, rule) => {
    expect(findForbidden(answer(text))).toBe(rule);
  });

  it("lets an uncertainty-accepting answer through", () => {
    expect(findForbidden(answer("Maybe it happened, maybe it didn't. You can carry that doubt and let the urge pass."))).toBeNull();
  });
});
