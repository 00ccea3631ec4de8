// Analyses one thought: crisis check first, then Claude (when configured) or the built-in engine, with
// every answer held to the same safety rules before anyone sees it.
import "server-only";
import type { AiResponse } from "@/lib/domain/thoughts";
import { asUserData, claudeStructured, ClaudeUnavailable } from "./claude";
import { withFallback, type ProviderName } from "./fallback";
import { analyseThought, type ThoughtContext } from "./local-engine/engine";
import { crisisResponse, findForbidden, signalsCrisis } from "./safety";
import { ClaudeThoughtAnswer, THOUGHT_SYSTEM_PROMPT } from "./thought-prompt";

/** "safety" means the crisis rule answered before any model was asked. */
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
): Promise<{ value: AiResponse; provider: ThoughtProvider }> {
  // Real risk never waits on, or depends on, a model.
  if (signalsCrisis(thought)) return { value: crisisResponse(), provider: "safety" };
  return withFallback("thought_analysis", () => askClaude(thought, ctx), () => analyseThought(thought, ctx));
}
