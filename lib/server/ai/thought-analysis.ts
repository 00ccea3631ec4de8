// Analyses one thought: crisis check first, then Claude (when configured) or the built-in engine, with
// every answer held to the same safety rules before anyone sees it.
import "server-only";
import type { AiResponse } from "@/lib/domain/thoughts";
import { asUserData, claudeStructured, ClaudeUnavailable } from "./claude";
import { withFallback, type AiBudget, type FallbackReason, type ProviderName } from "./fallback";
import { analyseThought, type ThoughtContext } from "./local-engine/engine";
import { crisisResponse, findForbidden, mentionsDeathOrSelfHarm, signalsCrisis } from "./safety";
import { ClaudeThoughtAnswer, THOUGHT_SYSTEM_PROMPT } from "./thought-prompt";

/** "safety" means a crisis rule answered: before any model was asked, or in place of a Claude that failed. */
export type ThoughtProvider = ProviderName | "safety";

async function askClaude(thought: string, ctx: ThoughtContext): Promise<AiResponse> {
  const context = ctx.ocdType ? `The person's main OCD theme (from their onboarding): ${ctx.ocdType}.\n\n` : "";
  const answer = await claudeStructured({
    schema: ClaudeThoughtAnswer,
    system: THOUGHT_SYSTEM_PROMPT,
    user: `${context}Analyse this thought:\n${asUserData("thought", thought)}`,
    maxTokens: 1200,
  });
  if (answer.risk_detected) return crisisResponse();
  const { risk_detected: _risk, ...rest } = answer;
  const response: AiResponse = { ...rest, crisis: false };
  // The prompt asks for these rules; this makes sure. A breach is treated like any other bad output.
  if (findForbidden(response)) throw new ClaudeUnavailable("invalid_output");
  return response;
}

export async function analyseThoughtWithAi(
  thought: string,
  ctx: ThoughtContext = {},
  budget?: AiBudget,
): Promise<{ value: AiResponse; provider: ThoughtProvider }> {
  // Real risk never waits on, or depends on, a model.
  if (signalsCrisis(thought)) return { value: crisisResponse(), provider: "safety" };
  let safetyNet = false;
  const local = (reason: FallbackReason): AiResponse => {
    // Claude's risk_detected flag is a second net over the phrase rule; when Claude was configured but
    // could not judge these words, the net must not silently disappear. A refusal is itself a risk
    // signal (it is most likely on self-harm text); any other failure on words that mention death or
    // self-harm errs on the side of showing people to call.
    if (reason !== "not_configured" && (reason === "refusal" || mentionsDeathOrSelfHarm(thought))) {
      safetyNet = true;
      return crisisResponse();
    }
    return analyseThought(thought, ctx);
  };
  const { value, provider } = await withFallback("thought_analysis", () => askClaude(thought, ctx), local, budget);
  return { value, provider: safetyNet ? "safety" : provider };
}
