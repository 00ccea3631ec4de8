// Ladder suggestions: Claude when configured, the built-in engine otherwise or whenever Claude fails,
// refuses, answers off-schema, breaks the clinical-language guard, or gives fewer than eight usable steps.
import "server-only";
import { z } from "zod";
import { SUGGESTIONS_MAX, SUGGESTIONS_MIN } from "@/lib/domain/ladder";
import { LadderSuggestion } from "@/lib/domain/ladder-schemas";
import { claudeStructured, ClaudeUnavailable } from "../claude";
import { withFallback, type AiBudget, type ProviderName } from "../fallback";
import { findForbidden } from "../../safety/guard";
import { localLadderSuggestions, type LadderContext } from "./local";
import { LADDER_SYSTEM_PROMPT, ladderUserPrompt } from "./prompt";

export type { LadderContext } from "./local";

const ClaudeLadder = z.object({ suggestions: z.array(LadderSuggestion).min(SUGGESTIONS_MIN).max(SUGGESTIONS_MAX) });

const normalise = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The suggestions a person may see: none that breaks the guard, repeats a rung or another suggestion,
 * or that `usable` refuses (the service passes the risk assessment), ordered by expected anxiety.
 */
export function keepUsable(list: readonly LadderSuggestion[], existing: readonly string[], usable: (s: LadderSuggestion) => boolean): LadderSuggestion[] {
  const seen = new Set(existing.map(normalise));
  const out: LadderSuggestion[] = [];
  for (const s of list) {
    const key = normalise(s.situation);
    if (seen.has(key) || findForbidden(s.situation, s.compulsionToResist) || !usable(s)) continue;
    seen.add(key);
    out.push(s);
  }
  return out.sort((a, b) => a.expectedAnxiety - b.expectedAnxiety).slice(0, SUGGESTIONS_MAX);
}

async function fromClaude(ctx: LadderContext, usable: (s: LadderSuggestion) => boolean): Promise<LadderSuggestion[]> {
  const answer = await claudeStructured({ schema: ClaudeLadder, system: LADDER_SYSTEM_PROMPT, user: ladderUserPrompt(ctx), maxTokens: 1500 });
  const kept = keepUsable(answer.suggestions, ctx.existing, usable);
  if (kept.length < SUGGESTIONS_MIN) throw new ClaudeUnavailable("invalid_output");
  return kept;
}

export function generateLadderSuggestions(
  ctx: LadderContext,
  usable: (s: LadderSuggestion) => boolean = () => true,
  budget?: AiBudget,
): Promise<{ value: LadderSuggestion[]; provider: ProviderName }> {
  return withFallback("ladder_suggestions", () => fromClaude(ctx, usable), () => keepUsable(localLadderSuggestions(ctx), ctx.existing, usable), budget);
}
