import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ErpChallenge, ErpGuidance, ErpSessionCreated } from "@/lib/domain/erp-schemas";
import { readErpChallenge, readErpSessionCreated } from "./erp-answers";

const guidance = {
  task: { description: "Lock the door once and walk away.", duration: 120 },
  guidance: "Notice the urge to go back, and let it be there.",
  encouragement: "Every time you stay with the doubt, it loosens.",
};
const crisis = { intro: "You deserve support now.", resources: [{ name: "Samaritans", contact: "116 123", detail: "Any time, free." }] };

// Guidance as the server's zod schema would accept it, for the property below.
const validGuidance = fc.record(
  {
    task: fc.record({ description: fc.string({ minLength: 1, maxLength: 40 }), duration: fc.integer({ min: 1, max: 3600 }) }),
    guidance: fc.string({ minLength: 1, maxLength: 40 }),
    encouragement: fc.string({ minLength: 1, maxLength: 40 }),
    crisis: fc.constant(crisis),
  },
  { requiredKeys: ["task", "guidance", "encouragement"] },
);

describe("reading ERP answers in the browser without zod", () => {
  it("accepts every answer the server's zod schemas accept", () => {
    fc.assert(
      fc.property(validGuidance, fc.uuid(), (g, id) => {
        fc.pre(ErpGuidance.safeParse(g).success);
        expect(readErpSessionCreated({ id, guidance: g, risk: { level: "none", categories: [] }, checkIn: null })).not.toBeNull();
        expect(readErpChallenge({ guidance: g })).not.toBeNull();
      }),
    );
  });

  it("returns the answer itself, crisis resources and the check-in included", () => {
    const created = { id: "s1", guidance: { ...guidance, crisis }, risk: { level: "crisis", categories: ["plan"] }, checkIn: null };
    expect(ErpSessionCreated.safeParse(created).success).toBe(true);
    expect(readErpSessionCreated(created)).toEqual(created);
    const asked = { guidance, risk: { level: "check_in", categories: ["wish_dead"] }, checkIn: { id: "e1", question: "Are you having thoughts of ending your life?", answer: null } };
    expect(readErpChallenge(asked)).toEqual(asked);
    expect(readErpChallenge({ ...asked, checkIn: { id: "e1", question: "", answer: "maybe" } })).toBeNull();
  });

  it("refuses answers the flow could not render", () => {
    const garbled: unknown[] = [
      null,
      "text",
      [],
      { guidance },
      { id: 7, guidance },
      { id: "s1", guidance: { ...guidance, task: null } },
      { id: "s1", guidance: { ...guidance, task: { description: "", duration: 60 } } },
      { id: "s1", guidance: { ...guidance, task: { description: "Stay", duration: "60" } } },
      { id: "s1", guidance: { ...guidance, task: { description: "Stay", duration: 0 } } },
      { id: "s1", guidance: { ...guidance, task: { description: "Stay", duration: 1.5 } } },
      { id: "s1", guidance: { ...guidance, guidance: "  " } },
      { id: "s1", guidance: { ...guidance, encouragement: undefined } },
      { id: "s1", guidance: { ...guidance, crisis: { intro: "x", resources: [{ name: "A" }] } } },
    ];
    for (const answer of garbled) {
      expect(readErpSessionCreated(answer)).toBeNull();
      expect(ErpSessionCreated.safeParse(answer).success).toBe(false);
    }
    expect(readErpChallenge({ guidance: { ...guidance, task: {} } })).toBeNull();
    expect(ErpChallenge.safeParse({ guidance: { ...guidance, task: {} } }).success).toBe(false);
  });
});
