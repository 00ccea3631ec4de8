// ERP guidance for a session: Claude when configured, the built-in engine otherwise or whenever
// Claude fails, refuses, answers off-schema, breaks the clinical-language guard, or repeats the task being replaced.
import "server-only";
import { ErpTaskGuidance, type ErpGuidance } from "@/lib/domain/erp-schemas";
import { claudeStructured, ClaudeUnavailable } from "../claude";
import { withFallback, type AiBudget, type ProviderName } from "../fallback";
import { findForbidden } from "../../safety/guard";
import { localAlternative, localGuidance, type ErpContext } from "./local";
import { ERP_SYSTEM_PROMPT, erpUserPrompt } from "./prompt";

export type { ErpContext } from "./local";

const same = (a: string, b: string) => a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

async function fromClaude(ctx: ErpContext, currentTask: string | null): Promise<ErpGuidance> {
  const answer = await claudeStructured({
    schema: ErpTaskGuidance,
    system: ERP_SYSTEM_PROMPT,
    user: erpUserPrompt(ctx, currentTask),
    maxTokens: 800,
  });
  // The one clinical-language guard (no reassurance, certainty, diagnosis or medication advice).
  if (findForbidden(answer.task.description, answer.guidance, answer.encouragement)) throw new ClaudeUnavailable("invalid_output");
  if (currentTask && same(answer.task.description, currentTask)) throw new ClaudeUnavailable("invalid_output");
  // The countdown follows the length the person chose, whatever the model wrote.
  return { ...answer, task: { ...answer.task, duration: ctx.duration } };
}

export function generateErpGuidance(ctx: ErpContext, budget?: AiBudget): Promise<{ value: ErpGuidance; provider: ProviderName }> {
  return withFallback("erp_guidance", () => fromClaude(ctx, null), () => localGuidance(ctx), budget);
}

/** A task different from `currentTask` for the same trigger and grade (GET /api/erp-challenge). */
export function generateErpAlternative(
  ctx: ErpContext,
  currentTask: string | null,
  budget?: AiBudget,
): Promise<{ value: ErpGuidance; provider: ProviderName }> {
  return withFallback("erp_alternative", () => fromClaude(ctx, currentTask), () => localAlternative(ctx, currentTask), budget);
}
