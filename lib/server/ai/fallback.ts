// Claude when configured, the built-in engine otherwise and whenever Claude fails: the person always
// gets an answer, and the log records which provider gave it (never the content).
import "server-only";
import { log } from "../log";
import { ClaudeUnavailable, isClaudeConfigured } from "./claude";

export type ProviderName = "anthropic" | "local";

export async function withFallback<T>(
  task: string,
  claude: () => Promise<T>,
  local: () => T | Promise<T>,
): Promise<{ value: T; provider: ProviderName }> {
  if (isClaudeConfigured()) {
    const started = Date.now();
    try {
      const value = await claude();
      log.info("ai.answered", { task, provider: "anthropic", ms: Date.now() - started });
      return { value, provider: "anthropic" };
    } catch (e) {
      const reason = e instanceof ClaudeUnavailable ? e.reason : "error";
      log.warn("ai.fallback", { task, reason, ms: Date.now() - started });
    }
  }
  const value = await local();
  log.info("ai.answered", { task, provider: "local" });
  return { value, provider: "local" };
}
