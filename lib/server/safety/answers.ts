// The answers the safety layer gives in place of an analysis or an exposure: crisis resources for the
// person's country, the one check-in question, and the reassurance-loop answer. The same for every
// provider; written here, not by a model.
import "server-only";
import { CRISIS_HURT_NOW, CRISIS_INTRO } from "@/lib/domain/crisis";
import { crisisContacts } from "@/lib/domain/crisis-lines";
import type { ErpGuidance } from "@/lib/domain/erp-schemas";
import { CHECK_IN_QUESTION, QUIET_LINE_LEAD, type RiskReason } from "@/lib/domain/risk";
import type { AiResponse } from "@/lib/domain/thoughts";

const contactLine = (country: string | null, beingHarmed: boolean) =>
  crisisContacts(country, { beingHarmed })
    .map((c) => `${c.name}: ${c.contact}`)
    .join(" · ");

/** Being harmed by someone else: the danger whose own lines are listed first. */
const beingHarmed = (reasons: readonly RiskReason[]) => reasons.some((r) => r.category === "harmed");

/** Only someone else in danger (a friend's goodbye text): the answer speaks of getting them help, not of the writer's pain. */
const someoneElseOnly = (reasons: readonly RiskReason[]) => reasons.length > 0 && reasons.every((r) => r.category === "other_at_risk");

/** The answer when a thought signals real risk: people and numbers, not a reframe. */
/**
 * The crisis answer. `firstStep`: a practical step the words call for before anything else (gas or smoke in
 * the home, a body that needs care now), said first so the crisis lines do not hide it.
 */
export function crisisResponse(country: string | null, reasons: readonly RiskReason[] = [], firstStep = ""): AiResponse {
  const harmed = beingHarmed(reasons);
  const forSomeoneElse = someoneElseOnly(reasons);
  return {
    cognitive_distortion: false,
    distortion_type: "Support needed",
    reframe: CRISIS_INTRO,
    coping_strategy: `${firstStep ? `${firstStep} ` : ""}${CRISIS_HURT_NOW} Please contact someone now. ${contactLine(country, harmed)}. If you can, tell someone you trust how you are feeling and stay with them.`,
    reframed_thought: forSomeoneElse
      ? "Someone I care about may be in danger. Getting them help now is the right thing to do, and I don't have to do it alone."
      : "I am going through something very painful right now, and I can reach out for support.",
    ocd_pattern: null,
    crisis: true,
    check_in: false,
    reassurance_loop: false,
    ...(harmed && { being_harmed: true }),
  };
}

/** One quiet line with the first crisis number, so help is one tap away even if the question goes unanswered. */
export function quietCrisisLine(country: string | null): string {
  const [first] = crisisContacts(country);
  return `${QUIET_LINE_LEAD} ${first!.name}, ${first!.contact}.`;
}

/** Said first when a thought answered with the check-in also tells of a body that may need care now. */
export const BODY_NEEDS_CARE_NOW =
  "If you have chest pain or tightness, trouble breathing, heavy bleeding, a face that droops or words that come out wrong, or you feel faint or can't get up, call your local emergency number now.";

/**
 * The check-in: one question, asked kindly and directly, while the usual answer waits. Written into the
 * answer's own fields so any screen that prints a reframe still shows the question and the quiet line.
 */
/** Said first when the thought answered with the check-in asks about a medicine. */
export const MEDICINE_FOR_PRESCRIBER =
  "Your question about the medicine is one for your doctor or pharmacist: please don't change anything before you have asked them, and if you have already stopped or changed it, tell them soon.";

export function checkInResponse(country: string | null, { bodyNeedsCare = false, medicineAsked = false } = {}): AiResponse {
  const first = [bodyNeedsCare ? BODY_NEEDS_CARE_NOW : "", medicineAsked ? MEDICINE_FOR_PRESCRIBER : ""].filter(Boolean).join(" ");
  return {
    cognitive_distortion: false,
    distortion_type: "Checking in",
    reframe: `Thank you for writing this down. Before anything else, I want to ask you directly: ${CHECK_IN_QUESTION}`,
    coping_strategy: first ? `${first} ${quietCrisisLine(country)}` : quietCrisisLine(country),
    reframed_thought: "Whatever the answer is, you can say it here.",
    ocd_pattern: null,
    crisis: false,
    check_in: true,
    reassurance_loop: false,
  };
}

/**
 * The third similar worry in a day: name the pattern gently and offer a response-prevention step instead
 * of analysing the content again (which would answer the question the compulsion is asking).
 */
export function reassuranceLoopResponse(): AiResponse {
  return {
    cognitive_distortion: true,
    distortion_type: "Reassurance seeking",
    reframe:
      "You have written about this same worry a few times today. That is understandable: the doubt keeps knocking. But going over it again, here or anywhere else, can itself become a way of checking, and each answer only quiets the doubt for a little while. This time, let's not analyse it.",
    coping_strategy:
      "Try a response-prevention step: notice the urge to ask or write about this again, name it ('this is the reassurance urge'), and put off acting on it for 30 minutes. Do something that matters to you in the meantime, and let the question stay unanswered.",
    reframed_thought: "I have noticed this worry, and I can let it be there without answering it again.",
    ocd_pattern: "Intolerance of uncertainty",
    crisis: false,
    check_in: false,
    reassurance_loop: true,
  };
}

/**
 * The ERP answer when the trigger itself signals risk: no exposure is set (this is not the moment for
 * one); the crisis resources travel with the guidance so the flow shows them instead of a task.
 */
export function erpCrisisGuidance(duration: number, country: string | null, reasons: readonly RiskReason[] = [], firstStep = ""): ErpGuidance {
  const harmed = beingHarmed(reasons);
  return {
    task: {
      description: "No exposure today. What you wrote sounds very painful, and right now reaching out for support matters more than any exercise.",
      duration,
    },
    guidance: `${CRISIS_INTRO} ${firstStep ? `${firstStep} ` : ""}${CRISIS_HURT_NOW} ${contactLine(country, harmed)}.`,
    encouragement: "Reaching out is a brave step. If you can, tell someone you trust how you are feeling and stay with them.",
    crisis: { intro: CRISIS_INTRO, resources: crisisContacts(country, { beingHarmed: harmed }), ...(harmed && { beingHarmed: true }), ...(firstStep && { firstStep }) },
  };
}
