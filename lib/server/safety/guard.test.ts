// The one clinical-language guard: the phrases it refuses, what it lets through, and that the built-in
// engines never produce a refused phrase (every provider's output goes through the same list).
import { describe, expect, it } from "vitest";
import { findForbidden, FORBIDDEN_PHRASES } from "./guard";

describe("the clinical-language guard", () => {
  it.each([
    ["You're fine, it was just a thought.", "reassurance"],
    ["Your hands are clean now.", "reassurance"],
    ["The stove is off, you checked it.", "reassurance"],
    ["That won't happen.", "reassurance"],
    ["Nothing bad will happen to your family.", "reassurance"],
    ["You're a good person and you would never hurt anyone.", "reassurance"],
    ["Don't worry about the door.", "reassurance"],
    ["Everything will be okay.", "reassurance"],
    ["You didn't hit anyone.", "reassurance"],
    ["I promise you locked it.", "certainty"],
    ["You are definitely not dangerous.", "certainty"],
    ["There is no risk at all.", "certainty"],
    ["You have OCD.", "diagnosis"],
    ["This sounds like OCD.", "diagnosis"],
    ["A diagnosis of generalised anxiety would fit.", "diagnosis"],
    ["Ask your doctor about sertraline.", "medication"],
    ["You could try increasing your medication.", "medication"],
    ["Take 50 mg in the morning.", "medication"],
    ["Wait until the anxiety goes away before you stop.", "habituation_promise"],
    // The demo's old hand-written answers (decision 014, amendment of 2026-11-29).
    ["A 'what if' is a question, not a fact. Sticky is most likely spilled juice or hand cream.", "reassurance"],
    ["Millions of people shop without sanitizing every day.", "reassurance"],
    ["Doorknobs carry everyday germs that most people touch without getting ill.", "reassurance"],
    ["Boiling water heats the kettle well beyond what most germs survive.", "reassurance"],
    ["I am a caring person, and caring does not require me to sanitize.", "reassurance"],
    ["I feel uneasy about the kettle, and I can still choose to use it. Each time it gets a little easier.", "habituation_promise"],
    ["Thinking about it afterwards is a normal part of exposure; the thoughts fade when they are not fed with rituals.", "habituation_promise"],
  ])("refuses %s (%s)", (text, rule) => {
    expect(findForbidden(text)).toBe(rule);
  });

  it.each([
    "Maybe it happened, maybe it didn't. You can carry that doubt and let the urge pass.",
    "Notice the urge to ask someone to tell you it's okay, and let the question stay open.",
    "I can't be 100% sure about the door, and I don't need to be.",
    "Intrusive thoughts are common; what keeps them going is the effort to make them go away.",
    "Unwanted thoughts come to most people at times; OCD adds the alarm and the need to work out what the thought means.",
    "Whether this is most likely or not, you can let the question stay open.",
  ])("lets through %s", (text) => {
    expect(findForbidden(text)).toBeNull();
  });

  // Inhibitory learning (decision 014's amendment of 2026-11-25): no promise that the anxiety will fade and
  // no instruction to wait until it has, however it is worded.
  it.each([
    "Your anxiety will pass.",
    "It'll fade if you give it time.",
    "The fear is going to come down in a few minutes.",
    "It's going to pass, just hold on.",
    "Your distress will eventually drop.",
    "The discomfort will settle down.",
    "The feeling will disappear soon enough.",
    "Your fear will ease off.",
    "Anxiety always passes.",
    "The anxiety will naturally subside.",
    "The urge will pass.",
    "Wait until the anxiety goes away.",
    "Stay with it until the anxiety passes.",
    "Sit with it until it subsides.",
    "Hold on until your anxiety comes down.",
    "Wait till the anxiety drops by half before stopping.",
    "Keep touching the handle until the anxiety starts to come down.",
    "Once the anxiety has dropped, you can stop.",
    "Wait for the fear to subside.",
    "Waiting for the distress to fade is the key.",
    "Do not check until the anxiety goes away.",
    "Keep going until it feels better.",
    "Stay until you feel calm.",
    "Remain in the situation until you're calmer.",
    "Stay there until it feels manageable.",
  ])("refuses the habituation promise %s", (text) => {
    expect(findForbidden(text)).toBe("habituation_promise");
  });

  it.each([
    "Staying with the uncertainty is the goal, whether or not the anxiety changes.",
    "You don't need to wait until the anxiety goes away.",
    "The goal is not to wait until it passes, but to find out what happens.",
    "Instead of waiting for the anxiety to fade, notice what you learn.",
    "No one can promise the anxiety will pass, and you do not need it to.",
    "Notice whether or not the anxiety will pass; either way you stayed.",
    "The anxiety may rise, fall or stay the same.",
    "Let the anxiety be there, whether it rises, falls or stays, without doing anything to make it go away.",
    "You are not trying to make the anxiety go: you are finding out what happens when you let it be there.",
    "Stay with the feeling until the timer ends.",
    "Let the urge pass without acting on it.",
    "Do not repeat or redo the action until it feels right.",
    "This will settle the question for now.",
  ])("lets through the inhibitory-learning wording %s", (text) => {
    expect(findForbidden(text)).toBeNull();
  });

  it("checks every text it is given together", () => {
    expect(findForbidden("A calm first sentence.", "Everything will be fine.")).toBe("reassurance");
  });

  it("keeps one list that names its rule for every phrase", () => {
    const rules = new Set(FORBIDDEN_PHRASES.map((p) => p.rule));
    expect(rules).toEqual(new Set(["reassurance", "certainty", "diagnosis", "medication", "habituation_promise"]));
  });
});
