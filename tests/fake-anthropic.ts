// A fake Anthropic Messages API on 127.0.0.1 for provider tests: records each request and answers
// with whatever the test sets; points ANTHROPIC_* at itself while it runs.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnvForTests } from "@/lib/server/env";

export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; system: string; messages: { content: string }[]; output_config?: { format?: { type: string; schema: unknown } } };
}

export interface FakeAnthropic {
  seen: SeenRequest[];
  /** How the next requests are answered; a handler that never calls res.end plays a hung server. */
  reply: (res: ServerResponse) => void;
  close(): Promise<void>;
}

/** An assistant message as the API returns it, holding `text` as its only content block. */
export function message(text: string, stop_reason = "end_turn") {
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: text ? [{ type: "text", text }] : [],
    stop_reason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

export function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export const serverError = (res: ServerResponse) => send(res, 500, { type: "error", error: { type: "api_error", message: "boom" } });

export async function startFakeAnthropic(timeoutMs = 5000): Promise<FakeAnthropic> {
  const fake: FakeAnthropic = { seen: [], reply: serverError, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      fake.seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw || "{}") });
      fake.reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.ANTHROPIC_API_KEY = "test-key";
  process.env.ANTHROPIC_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AI_TIMEOUT_MS = String(timeoutMs);
  resetEnvForTests();
  fake.close = async () => {
    delete process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_BASE_URL;
    delete process.env.AI_TIMEOUT_MS;
    resetEnvForTests();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}
