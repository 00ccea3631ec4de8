import { describe, expect, it } from "vitest";
import { COMPULSIONS_BY_TYPE, OCD_TYPES } from "@/lib/domain/enums";
import { TRIGGER_CHIP_LABELS, TRIGGER_CHIPS, triggerChipId, type TriggerChipId } from "@/lib/domain/erp";
import { candidates, localAlternative, localGuidance, preventionFor, rungFor, type ErpContext } from "./local";
import { findForbidden } from "../../safety/guard";

const ctx = (over: Partial<ErpContext> = {}): ErpContext => ({
  trigger: "Touching public doorknobs",
  anxietyLevel: 5,
  duration: 30,
  ocdType: "contamination",
  commonCompulsions: ["washing"],
  ...over,
});

/** Phrases a person with OCD might hear as reassurance; the guard must catch every one. */
const REASSURING = [
  "You're safe.",
  "You are completely safe here.",
  "Nothing bad will happen.",
  "It's clean, so you can relax.",
  "That’s fine.",
  "Everything will be okay.",
  "You're a good person.",
  "You are a kind person and you would never hurt anyone.",
  "You won't get sick from this.",
  "The door is locked.",
  "Don't worry about it.",
  "It's just a thought.",
  "I promise it will pass.",
  "There is no risk at all.",
];

describe("the clinical-language guard on ERP texts", () => {
  it.each(REASSURING)("catches %j", (text) => expect(findForbidden(text)).not.toBeNull());

  it("lets ordinary ERP guidance through", () => {
    for (const text of [
      "Let the anxiety be there without doing anything to make it go away.",
      "Do not ask anyone, or search online, whether it is alright.",
      "Choosing to face this is the brave part.",
    ])
      expect(findForbidden(text)).toBeNull();
  });
});

describe("built-in ERP guidance", () => {
  const levels = Array.from({ length: 10 }, (_, i) => i + 1);

  it("grades the exposure: gentler when the trigger is rated more anxious", () => {
    expect(levels.map(rungFor)).toEqual([2, 2, 2, 1, 1, 1, 0, 0, 0, 0]);
    const gentle = localGuidance(ctx({ anxietyLevel: 9 })).task.description;
    const middle = localGuidance(ctx({ anxietyLevel: 5 })).task.description;
    const strong = localGuidance(ctx({ anxietyLevel: 2 })).task.description;
    expect(new Set([gentle, middle, strong]).size).toBe(3);
    expect(gentle).toMatch(/one fingertip/);
    expect(strong).toMatch(/touch your face/);
    expect(localGuidance(ctx({ anxietyLevel: 9 })).guidance).toMatch(/^You rated this 9\/10 \(Overwhelming\), so this is a smaller step/);
  });

  it("names the person's own compulsion to resist, or the type's typical one", () => {
    expect(localGuidance(ctx({ commonCompulsions: ["sanitizer"] })).task.description).toContain("Do not use hand sanitizer or wipes.");
    expect(localGuidance(ctx({ commonCompulsions: [] })).task.description).toContain("Do not wash, rinse or wipe your hands.");
    expect(localGuidance(ctx({ commonCompulsions: ["custom:tapping the table"] })).task.description).toContain("(tapping the table)");
    // a compulsion from another type does not replace one that fits the trigger
    expect(localGuidance(ctx({ commonCompulsions: ["arranging"] })).task.description).toContain("Do not wash");
  });

  it("gives concrete, reassurance-free guidance for every chip, OCD type, level and compulsion", () => {
    const triggers = [...Object.values(TRIGGER_CHIPS).flat(), "My own words about a situation", "Doorknobs; and my own words"];
    for (const ocdType of [...OCD_TYPES, null]) {
      for (const trigger of triggers) {
        for (const anxietyLevel of levels) {
          const compulsions = ocdType ? [...COMPULSIONS_BY_TYPE[ocdType]] : [];
          const c = ctx({ ocdType, trigger, anxietyLevel, commonCompulsions: compulsions });
          const all = candidates(c);
          expect(all.length).toBeGreaterThanOrEqual(2);
          for (const [i, cand] of all.entries()) {
            expect(cand.description).toContain(preventionFor(cand.compulsion));
            const g = localAlternative(c, i === 0 ? null : all[i - 1]!.description);
            for (const text of [g.task.description, g.guidance, g.encouragement]) {
              expect(findForbidden(text), text).toBeNull();
              expect(text.length).toBeLessThan(1200);
            }
          }
        }
      }
    }
  });

  it("has its own concrete ladder for every chip; own words get the generic one", () => {
    for (const ocdType of OCD_TYPES)
      for (const chip of TRIGGER_CHIPS[ocdType])
        for (const anxietyLevel of levels)
          expect(candidates(ctx({ ocdType, trigger: chip, anxietyLevel })).map((x) => x.description).join(" ")).not.toMatch(/you described/);
    expect(localGuidance(ctx({ trigger: "the bus handrail" })).task.description).toMatch(/the situation you described/);
  });

  it("reads a trigger in the person's own words for what it is, and never asks for the compulsion, a hazard or a scene", () => {
    const tasks = (trigger: string, ocdType: string | null = null) =>
      [2, 5, 9].flatMap((anxietyLevel) => candidates(ctx({ trigger, ocdType, anxietyLevel, commonCompulsions: [] })).map((c) => c.description)).join(" ");
    // A doubt about driving or an appliance: the doubt is the exposure, never driving back or "the action once".
    for (const trigger of ["worried I hit someone with my car, keep driving back to check", "Did I leave the iron on?", "what if my wife is cheating, i check her phone every night"])
      expect(tasks(trigger, "checking")).not.toMatch(/Do the action|without looking/);
    // Raw meat, blood, chemicals: ordinary hygiene stays; nothing is eaten after them.
    for (const trigger of ["Raw chicken when cooking, scared of salmonella", "a dried spot of blood on the pavement", "bleach on my hands"]) {
      const all = tasks(trigger, "contamination");
      expect(all).not.toMatch(/eat|drink|Do not wash/);
      expect(all).toMatch(/Wash only as anyone would/);
    }
    // A checking doubt is never sent to "another room" (a driver, a mole, a search): the first ordinary time is the only one.
    for (const trigger of ["Driving over a speed bump without going back to look", "Not googling my symptoms for a week", "Leaving a mole unchecked for a month"])
      expect(tasks(trigger, "checking")).not.toMatch(/another room/);
    // A height feared for the urge to jump is no window to check; a prayer said once is no symmetry task.
    expect(tasks("Standing near a window on the 5th floor", "intrusive_thoughts")).not.toMatch(/go back to check|uneven/);
    expect(tasks("Saying a 'bad' word during prayer and not repeating the prayer", "intrusive_thoughts")).not.toMatch(/uneven|out of order/);
    // An exposure that is itself written or thought on purpose keeps to words, never "in real life".
    for (const trigger of ["Writing 'I might hurt my baby' and reading it aloud", "Thinking the number 13 on purpose"])
      expect(tasks(trigger, "intrusive_thoughts")).not.toMatch(/in real life/);
    // An intrusive thought's own planned exposure is done in real life where it is ordinary, not only written.
    expect(tasks("Holding a kitchen knife while my partner is in the room", "intrusive_thoughts")).toMatch(/in real life where it is part of an ordinary day/);
    // The thought of harming a child is written and read, never pictured as a scene of the act.
    expect(tasks("unwanted sexual thoughts about children, terrified I am a paedophile", "intrusive_thoughts")).not.toMatch(/scene in which the feared thing happens/);
    // The compulsion the trigger names is the one held back.
    expect(localGuidance(ctx({ trigger: "Asking my husband for reassurance the house is safe", ocdType: null, commonCompulsions: [] })).task.description).toContain(
      "Do not ask anyone, or search online, whether it is alright.",
    );
    expect(localGuidance(ctx({ trigger: "I keep confessing my thoughts to my wife", ocdType: "intrusive_thoughts", commonCompulsions: [] })).task.description).toContain("Do not confess");
    expect(localGuidance(ctx({ trigger: "can't stop noticing my own blinking", ocdType: null, commonCompulsions: [] })).task.description).toContain("Do not try to stop noticing");
  });

  it("a trigger that would itself be dangerous is never the exposure: its ordinary care stays at every rung", () => {
    for (const trigger of ["Drive without my seatbelt", "Leave my 2 year old alone in the bath for a few minutes", "Leave the gas hob on and go out for the day", "Eat food past its use-by date by a week"]) {
      for (const anxietyLevel of [2, 5, 9]) {
        const all = candidates(ctx({ trigger, anxietyLevel, ocdType: null, commonCompulsions: [] }));
        for (const c of all) expect(c.description).toMatch(/^What you described would be a real danger, so it is not the exposure: its ordinary care stays\./);
        expect(all.map((c) => c.description).join(" ")).not.toMatch(/in real life|step closer|Do the action/);
      }
    }
    // An ordinary checking exposure is not read as one.
    expect(localGuidance(ctx({ trigger: "Leave the house without checking the door lock", ocdType: null, commonCompulsions: [] })).task.description).not.toMatch(/real danger/);
  });

  it("a feeling that is no OCD fear gets room, not an exposure or a rule against asking for support", () => {
    for (const trigger of ["my dad died last month and I keep crying", "feel lonely since moving to a new city", "Nervous about a job interview tomorrow"]) {
      const g = localGuidance(ctx({ trigger, ocdType: null, commonCompulsions: [] }));
      expect(g.guidance).toMatch(/ordinary hard feeling/);
      expect(g.task.description).not.toMatch(/Do not|Stay with the feeling until/);
    }
  });

  it("a public restroom keeps ordinary hand washing; the urge is left to be there, not promised to pass", () => {
    const g = localGuidance(ctx({ trigger: TRIGGER_CHIP_LABELS.public_restroom, anxietyLevel: 2, commonCompulsions: ["washing"] }));
    expect(g.task.description).toContain("Wash only as anyone would");
    expect(g.guidance).toMatch(/let it be there without acting on it/);
    expect(g.guidance).not.toMatch(/let it pass/);
  });

  it("keys each ladder by its chip's id, not by where the chip stands in the list", () => {
    // Each chip's own ladder names its own situation, whatever the order chips are offered in.
    const named: Partial<Record<TriggerChipId, RegExp>> = {
      public_doorknobs: /door/i,
      public_restroom: /restroom|toilet|bathroom/i,
      stove: /stove|hob|kettle/i,
      email_unread: /message|email/i,
      crooked_frames: /frame/i,
      kitchen_knife: /knife/i,
      driving_thoughts: /driv/i,
    };
    for (const [id, pattern] of Object.entries(named) as [TriggerChipId, RegExp][]) {
      for (const anxietyLevel of levels) {
        const tasks = candidates(ctx({ trigger: TRIGGER_CHIP_LABELS[id], anxietyLevel })).map((c) => c.description);
        expect(tasks.join(" "), id).toMatch(pattern);
      }
    }
    for (const [id, label] of Object.entries(TRIGGER_CHIP_LABELS)) expect(triggerChipId(label)).toBe(id);
    expect(triggerChipId("my own words")).toBeUndefined();
  });

  it("every prevention instruction is itself free of reassurance", () => {
    for (const id of new Set(Object.values(COMPULSIONS_BY_TYPE).flat())) expect(findForbidden(preventionFor(id))).toBeNull();
  });

  it("offers an alternative that differs from the current task, again and again", () => {
    for (const chip of Object.values(TRIGGER_CHIPS).flat()) {
      for (const anxietyLevel of [2, 5, 9]) {
        const c = ctx({ trigger: chip, anxietyLevel });
        let current = localGuidance(c).task.description;
        for (let i = 0; i < 4; i++) {
          const next = localAlternative(c, current).task.description;
          expect(next).not.toBe(current);
          current = next;
        }
      }
    }
  });

  it("uses the chosen duration and mentions it", () => {
    const g = localGuidance(ctx({ duration: 150 }));
    expect(g.task.duration).toBe(150);
    expect(g.guidance).toContain("2 minutes 30 seconds");
  });

  it("adds the crisis pointer for thoughts of harming oneself, never inside an exposure to harming someone else", () => {
    const g = localGuidance(ctx({ ocdType: "intrusive_thoughts", trigger: "Thoughts of harming myself", commonCompulsions: [] }));
    expect(g.guidance).toContain("Need help now?");
    expect(localGuidance(ctx({ ocdType: "intrusive_thoughts", trigger: "Holding a kitchen knife while my partner is in the room", commonCompulsions: [] })).guidance).not.toContain("Need help now?");
    expect(localGuidance(ctx({ ocdType: "intrusive_thoughts", trigger: "Writing 'I might hurt my baby' and reading it aloud", commonCompulsions: [] })).guidance).not.toContain("Need help now?");
    expect(localGuidance(ctx()).guidance).not.toContain("Need help now?");
  });

  it.each([
    ["Leaving my books uneven on the shelf", "contamination", ["washing"], /straighten/],
    ["Leaving my books uneven on the shelf", null, [], /straighten/],
    ["Using a public phone", null, [], /wash/],
    ["Eating food that fell on the floor", "checking", ["checking"], /wash/],
  ] as const)("%s (type %s): holds back a compulsion that fits what the words are about", (trigger, ocdType, commonCompulsions, prevention) => {
    const task = localGuidance(ctx({ trigger, ocdType, commonCompulsions: [...commonCompulsions] })).task.description;
    expect(task).toMatch(prevention);
    expect(task).not.toMatch(/ask anyone/);
  });
});
