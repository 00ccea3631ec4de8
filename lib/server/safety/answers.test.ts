// The safety layer's own answers: crisis resources for the person's country (or the worldwide
// directory), the check-in question with its quiet line, and the reassurance-loop answer. Each meets the
// answer contract and passes the clinical-language guard.
import { describe, expect, it } from "vitest";
import { CRISIS_INTRO } from "@/lib/domain/crisis";
import { crisisContacts, CRISIS_COUNTRIES, OTHER_COUNTRY } from "@/lib/domain/crisis-lines";
import { ErpGuidance } from "@/lib/domain/erp-schemas";
import { CHECK_IN_QUESTION, checkInNote } from "@/lib/domain/risk";
import { AiResponse } from "@/lib/domain/thoughts";
import { BODY_NEEDS_CARE_NOW, checkInResponse, crisisResponse, erpCrisisGuidance, MEDICINE_FOR_PRESCRIBER, quietCrisisLine, reassuranceLoopResponse } from "./answers";
import { findForbidden } from "./guard";

const texts = (a: AiResponse) => [a.distortion_type, a.reframe, a.coping_strategy, a.reframed_thought];

describe("crisis answers", () => {
  it.each([...CRISIS_COUNTRIES.map((c) => c.code), OTHER_COUNTRY, null])("give the lines for %s in place of a reframe", (country) => {
    const answer = crisisResponse(country);
    expect(AiResponse.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ crisis: true, check_in: false, reframe: CRISIS_INTRO });
    for (const c of crisisContacts(country)) expect(answer.coping_strategy).toContain(c.contact);
    expect(findForbidden(...texts(answer))).toBeNull();
  });

  it("speaks of getting the other person help when only someone else is in danger, and of the writer otherwise", () => {
    const forFriend = crisisResponse("GB", [{ category: "other_at_risk", evidence: "she is going to take the pills" }]);
    expect(forFriend.reframed_thought).toMatch(/^Someone I care about may be in danger/);
    expect(findForbidden(...texts(forFriend))).toBeNull();
    expect(crisisResponse("GB", [{ category: "other_at_risk", evidence: "x" }, { category: "intent", evidence: "y" }]).reframed_thought).toMatch(/^I am going through/);
    expect(crisisResponse("GB").reframed_thought).toMatch(/^I am going through/);
  });

  it("points Other at the worldwide directory", () => {
    expect(crisisResponse(OTHER_COUNTRY).coping_strategy).toContain("findahelpline.com");
  });

  it("set no exposure for an ERP trigger, and carry the country's lines", () => {
    const guidance = erpCrisisGuidance(45, "CA");
    expect(ErpGuidance.parse(guidance)).toEqual(guidance);
    expect(guidance.task.duration).toBe(45);
    expect(guidance.crisis?.resources).toEqual(crisisContacts("CA"));
    expect(findForbidden(guidance.task.description, guidance.guidance, guidance.encouragement)).toBeNull();
  });
});

describe("crisis answers for someone harmed by another person", () => {
  const harmed = [{ category: "harmed" as const, evidence: "hits me" }];

  it("list the abuse and children's lines first, then the national line and the emergency number", () => {
    const answer = crisisResponse("GB", harmed);
    expect(AiResponse.parse(answer)).toEqual(answer);
    expect(answer.being_harmed).toBe(true);
    expect(crisisContacts("GB", { beingHarmed: true }).map((c) => c.contact)).toEqual(["0808 2000 247", "0800 1111", "116 123", "999"]);
    expect(answer.coping_strategy.indexOf("0808 2000 247")).toBeLessThan(answer.coping_strategy.indexOf("Samaritans"));
    expect(findForbidden(...texts(answer))).toBeNull();
  });

  it("say nothing of it for any other danger, or where no country is set", () => {
    expect(crisisResponse("GB", [{ category: "plan", evidence: "x" }])).not.toHaveProperty("being_harmed");
    expect(crisisContacts("GB").map((c) => c.contact)).toEqual(["116 123", "999"]);
    expect(crisisContacts(OTHER_COUNTRY, { beingHarmed: true })).toEqual(crisisContacts(OTHER_COUNTRY));
  });

  it("carry the same lines with an ERP trigger", () => {
    const guidance = erpCrisisGuidance(30, "US", harmed);
    expect(ErpGuidance.parse(guidance)).toEqual(guidance);
    expect(guidance.crisis).toMatchObject({ beingHarmed: true, resources: crisisContacts("US", { beingHarmed: true }) });
    expect(guidance.crisis?.resources[0]?.contact).toBe("1-800-799-7233");
  });
});

describe("the check-in", () => {
  it("asks the one question directly, with one quiet line to the local crisis line", () => {
    const answer = checkInResponse("GB");
    expect(AiResponse.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ check_in: true, crisis: false });
    expect(answer.reframe).toContain(CHECK_IN_QUESTION);
    expect(answer.coping_strategy).toBe(quietCrisisLine("GB"));
    expect(answer.coping_strategy).toContain("Samaritans, 116 123");
    expect(findForbidden(...texts(answer))).toBeNull();
  });
});

describe("the reassurance-loop answer", () => {
  it("names the pattern and offers a response-prevention step, without reassurance", () => {
    const answer = reassuranceLoopResponse();
    expect(AiResponse.parse(answer)).toEqual(answer);
    expect(answer.reassurance_loop).toBe(true);
    expect(answer.reframe).toMatch(/can itself become a way of checking/);
    expect(answer.coping_strategy).toMatch(/response-prevention step/);
    expect(findForbidden(...texts(answer))).toBeNull();
  });
});

describe("the check-in's note, shown above its question", () => {
  it("is what the answer says before its quiet line: the emergency number, the prescriber, or nothing", () => {
    expect(checkInNote(checkInResponse("GB", { bodyNeedsCare: true }).coping_strategy)).toBe(BODY_NEEDS_CARE_NOW);
    expect(checkInNote(checkInResponse("GB", { medicineAsked: true }).coping_strategy)).toBe(MEDICINE_FOR_PRESCRIBER);
    expect(checkInNote(checkInResponse("GB", { bodyNeedsCare: true, medicineAsked: true }).coping_strategy)).toBe(`${BODY_NEEDS_CARE_NOW} ${MEDICINE_FOR_PRESCRIBER}`);
    expect(checkInNote(checkInResponse("GB").coping_strategy)).toBeNull();
  });
});
