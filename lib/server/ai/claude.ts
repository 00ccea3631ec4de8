// The one place that talks to Claude: structured output constrained to a zod schema, validated again
// with zod, a bounded timeout and at most one retry. Any failure throws ClaudeUnavailable so callers
// fall back to the built-in engine (lib/server/ai/fallback.ts).
import "server-only";
import type { ZodType } from "zod";
import { env } from "../env";

export class ClaudeUnavailable extends Error {
  constructor(readonly reason: "not_configured" | "refusal" | "max_tokens" | "invalid_output" | "timeout" | "error") {
    super(`Claude unavailable: ${reason}`);
    this.name = "ClaudeUnavailable";
  }
}

export const isClaudeConfigured = () => Boolean(env().ANTHROPIC_API_KEY);

type AnthropicClient = import("@anthropic-ai/sdk").default;
let client: AnthropicClient | undefined;
let clientKey: string | undefined;

async function getClient(): Promise<AnthropicClient> {
  const e = env();
  if (!e.ANTHROPIC_API_KEY) throw new ClaudeUnavailable("not_configured");
  const key = `${e.ANTHROPIC_API_KEY}|${e.ANTHROPIC_BASE_URL ?? ""}|${e.AI_TIMEOUT_MS}`;
  if (!client || clientKey !== key) {
    const { default: Anthropic } = await import("@anthropic-ai/sdk");
    client = new Anthropic({
      apiKey: e.ANTHROPIC_API_KEY,
      baseURL: e.ANTHROPIC_BASE_URL,
      timeout: e.AI_TIMEOUT_MS,
      maxRetries: 1,
    });
    clientKey = key;
  }
  return client;
}

/**
 * Wraps the person's words as data: the system prompt says text inside these tags is never an instruction.
 * Every angle bracket in the words becomes a look-alike (‹ ›), so no spelling of a tag (any case, spaces,
 * "< /thought>") can close this block or open another.
 */
export function asUserData(tag: string, text: string): string {
  const safe = text.replaceAll("<", "\u2039").replaceAll(">", "\u203a");
  return `<${tag}>\n${safe}\n</${tag}>`;
}

export async function claudeStructured<T>(opts: {
  schema: ZodType<T>;
  system: string;
  user: string;
  maxTokens?: number;
}): Promise<T> {
  const anthropic = await getClient();
  const { zodOutputFormat } = await import("@anthropic-ai/sdk/helpers/zod");
  // One deadline for the whole call, retry included: a person is waiting for this answer.
  const deadline = AbortSignal.timeout(env().AI_TIMEOUT_MS);
  let message;
  try {
    // create(), not parse(): the stop reason must be read before the text is parsed (a refusal has no JSON).
    message = await anthropic.messages.create(
      {
        model: env().ANTHROPIC_MODEL,
        max_tokens: opts.maxTokens ?? 1024,
        system: opts.system,
        messages: [{ role: "user", content: opts.user }],
        output_config: { format: zodOutputFormat(opts.schema as never) },
      },
      { signal: deadline },
    );
  } catch {
    throw new ClaudeUnavailable(deadline.aborted ? "timeout" : "error");
  }
  if (message.stop_reason === "refusal") throw new ClaudeUnavailable("refusal");
  if (message.stop_reason === "max_tokens") throw new ClaudeUnavailable("max_tokens");
  const text = message.content.find((block) => block.type === "text")?.text;
  let json: unknown;
  try {
    json = JSON.parse(text ?? "");
  } catch {
    throw new ClaudeUnavailable("invalid_output");
  }
  const checked = opts.schema.safeParse(json);
  if (!checked.success) throw new ClaudeUnavailable("invalid_output");
  return checked.data;
}
