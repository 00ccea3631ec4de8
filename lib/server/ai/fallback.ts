// Claude when configured, the built-in engine otherwise and whenever Claude fails: the person always
// gets an answer, and the log records which provider gave it (never the content).
import "server-only";
import { log } from "../log";
import { ClaudeUnavailable, isClaudeConfigured } from "./claude";

export type ProviderName = "anthropic" | "local";

/** Why the built-in engine is answering: Claude is not configured, the person's budget is spent, or why Claude failed. */
export type FallbackReason = ClaudeUnavailable["reason"] | "over_budget";

/**
 * Asked just before a call to Claude, and only when Claude is configured: whether this person may have
 * one more answer from it now (the service counts the call). False lets the built-in engine answer.
 */
export type AiBudget = () => Promise<boolean>;

export async function withFallback<T>(
  task: string,
  claude: () => Promise<T>,
  local: (reason: FallbackReason) => T | Promise<T>,
  budget?: AiBudget,
): Promise<{ value: T; provider: ProviderName }> {
  const outcome = isClaudeConfigured() ? await tryClaude(task, claude, budget) : "not_configured";
  if (typeof outcome !== "string") return outcome; // Claude answered
  const value = await local(outcome);
  log.info("ai.answered", { task, provider: "local" });
  return { value, provider: "local" };
}

/** Claude's answer, or why the built-in engine must answer instead (logged either way). */
async function tryClaude<T>(task: string, claude: () => Promise<T>, budget?: AiBudget): Promise<{ value: T; provider: "anthropic" } | FallbackReason> {
  if (budget && !(await budget())) {
    log.warn("ai.fallback", { task, reason: "over_budget" });
    return "over_budget";
  }
  const started = Date.now();
  try {
    const value = await claude();
    log.info("ai.answered", { task, provider: "anthropic", ms: Date.now() - started });
    return { value, provider: "anthropic" };
  } catch (e) {
    const reason = e instanceof ClaudeUnavailable ? e.reason : "error";
    log.warn("ai.fallback", { task, reason, ms: Date.now() - started });
    return reason;
  }
}
