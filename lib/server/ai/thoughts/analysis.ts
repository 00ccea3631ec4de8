// Answers one logged thought. The risk assessment comes first and never waits on a model (decision 013):
// a crisis gets crisis resources, a real ambiguity gets the one check-in question (the usual answer is
// held until the person answers No), and a reassurance loop gets its pattern named. Otherwise Claude
// (when configured) or the built-in engine answers, both held to the one clinical-language guard.
import "server-only";
import type { RiskAssessment, RiskReason } from "@/lib/domain/risk";
import type { AiResponse } from "@/lib/domain/thoughts";
import { asksAboutMedicine } from "@/lib/domain/medicines";
import { log } from "../../log";
import { BODY_NEEDS_CARE_NOW, checkInResponse, crisisResponse, MEDICINE_FOR_PRESCRIBER, reassuranceLoopResponse } from "../../safety/answers";
import { findForbidden } from "../../safety/guard";
import { isReassuranceLoop } from "../../safety/reassurance-loop";
import { assessRisk } from "../../safety/risk/assess";
import { asUserData, claudeStructured, ClaudeUnavailable } from "../claude";
import { withFallback, type AiBudget, type FallbackReason, type ProviderName } from "../fallback";
import { analyseThought, bodyNeedsCareNow, fumesNow, hazardNow, namesNothing, normalise, type ThoughtContext } from "./engine";
import { FUMES_STEP, HAZARD_STEP } from "./texts";
import { ClaudeThoughtAnswer, THOUGHT_SYSTEM_PROMPT } from "./prompt";

/** "safety": a crisis answer; "loop": the reassurance-loop answer. */
export type ThoughtProvider = ProviderName | "safety" | "loop";

export interface ThoughtAnswerContext extends ThoughtContext {
  /** The person's country setting, for the crisis lines. */
  country: string | null;
  /** The person's other thoughts of the last 24 hours, for loop detection. */
  recentThoughts: readonly string[];
}

export interface ThoughtAnswer {
  /** What the person sees now. */
  value: AiResponse;
  provider: ThoughtProvider;
  /** While a check-in waits: the usual answer, shown if the person answers No. */
  held: AiResponse | null;
  /** The risk assessment, raised to crisis when Claude's own risk flag fired. */
  assessment: RiskAssessment;
}

const answerText = (a: AiResponse) => [a.distortion_type, a.reframe, a.coping_strategy, a.reframed_thought];

/** Claude's answer; a risk flag or a breach of the guard is treated like any other failure to use it. */
async function askClaude(thought: string, ctx: ThoughtContext): Promise<AiResponse | "risk"> {
  const context = ctx.ocdType ? `The person's main OCD theme (from their onboarding): ${ctx.ocdType}.\n\n` : "";
  const answer = await claudeStructured({
    schema: ClaudeThoughtAnswer,
    system: THOUGHT_SYSTEM_PROMPT,
    user: `${context}Analyse this thought:\n${asUserData("thought", thought)}`,
    maxTokens: 1200,
  });
  // Claude's flag is a second net over the risk assessment, never the first.
  if (answer.risk_detected) return "risk";
  const { risk_detected: _risk, ...rest } = answer;
  const response: AiResponse = { ...rest, crisis: false, check_in: false, reassurance_loop: false };
  if (findForbidden(...answerText(response))) throw new ClaudeUnavailable("invalid_output");
  return response;
}

/** The built-in engine's answer, held to the same guard (its texts are tested against it; this is the backstop). */
function builtIn(thought: string, ctx: ThoughtContext): AiResponse {
  const answer = analyseThought(thought, ctx);
  const broken = findForbidden(...answerText(answer));
  if (!broken) return answer;
  log.error("ai.guard_breach", { provider: "local", rule: broken });
  return analyseThought("", ctx);
}

/**
 * What the words call for before the crisis lines: gas or smoke now, or a body that needs care now, told
 * in the words the engine knows or found by the risk assessment (the ERP trigger's too).
 */
export const firstStep = (text: string, reasons: readonly RiskReason[]) =>
  fumesNow(text) ? FUMES_STEP : hazardNow(text) ? HAZARD_STEP : bodyNeedsCareNow(text) || reasons.some((r) => r.category === "emergency") ? BODY_NEEDS_CARE_NOW : "";

/** Said first in a crisis answer to a thought: the first step, and, for a question about a medicine, who answers it (as the check-in says it). */
const crisisFirst = (thought: string, reasons: readonly RiskReason[]) =>
  [firstStep(thought, reasons), asksAboutMedicine(thought) ? MEDICINE_FOR_PRESCRIBER : ""].filter(Boolean).join(" ");

export async function answerThought(thought: string, ctx: ThoughtAnswerContext, budget?: AiBudget): Promise<ThoughtAnswer> {
  const assessment = assessRisk(thought);
  if (assessment.level === "crisis") return { value: crisisResponse(ctx.country, assessment.reasons, crisisFirst(thought, assessment.reasons)), provider: "safety", held: null, assessment };
  // The same worry a third time is a loop; the same everyday sentence ("going for a walk") is not.
  if (assessment.level === "none" && !namesNothing(normalise(thought)) && isReassuranceLoop(thought, ctx.recentThoughts)) {
    return { value: reassuranceLoopResponse(), provider: "loop", held: null, assessment };
  }
  let refused = false;
  const local = (reason: FallbackReason) => {
    refused = reason === "refusal";
    return builtIn(thought, ctx);
  };
  const { value, provider } = await withFallback<AiResponse | "risk">("thought_analysis", () => askClaude(thought, ctx), local, budget);
  if (value === "risk") {
    return { value: crisisResponse(ctx.country, assessment.reasons, crisisFirst(thought, assessment.reasons)), provider: "safety", held: null, assessment: { level: "crisis", reasons: assessment.reasons } };
  }
  // A refusal is most likely on painful words: ask the one question rather than analyse on.
  const level = assessment.level === "check_in" || refused ? "check_in" : "none";
  // Chest pain or a numb arm asked only "are you having thoughts of ending your life?" would wait behind
  // the answer: the emergency number comes with the question.
  if (level === "check_in") return { value: checkInResponse(ctx.country, { bodyNeedsCare: bodyNeedsCareNow(thought), medicineAsked: asksAboutMedicine(thought) }), provider, held: value, assessment: { ...assessment, level } };
  return { value, provider, held: null, assessment };
}
