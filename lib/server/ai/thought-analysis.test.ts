// The Claude provider against a local fake Anthropic server: success, malformed output, refusal,
// timeout and 500 each end in a valid stored answer with the answering provider recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AiResponse } from "@/lib/domain/thoughts";
import { db } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { createThoughtLog } from "@/lib/server/services/thoughts";
import { actorOf, createUser } from "@/tests/factories";
import { findForbidden } from "./safety";

interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model: string; system: string; messages: { content: string }[]; output_config?: { format?: { type: string; schema: unknown } } };
}

let server: Server;
let seen: Seen[] = [];
let reply: (res: ServerResponse) => void;

const GOOD = {
  risk_detected: false,
  cognitive_distortion: true,
  distortion_type: "Catastrophizing",
  ocd_pattern: "Intolerance of uncertainty",
  reframe: "That doubt feels urgent. The thought jumps to the worst outcome. You can let the question stay open.",
  coping_strategy: "Check once, then walk away and let the urge rise and fall.",
  reframed_thought: "Maybe I left it on, maybe I didn't, and I can live with not knowing.",
};

function message(text: string, stop_reason = "end_turn") {
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

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.ANTHROPIC_API_KEY = "test-key";
  process.env.ANTHROPIC_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Generous by default so a busy machine never turns a success into a fallback; the timeout test shortens it.
  process.env.AI_TIMEOUT_MS = "5000";
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  delete process.env.AI_TIMEOUT_MS;
  resetEnvForTests();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

async function logThought(thought = "What if I left the stove on and the house burns down?") {
  const user = await createUser({ complete: true });
  const log = await createThoughtLog(actorOf(user), { userId: user.id, thought });
  const row = await (await db()).thoughtLog.findUniqueOrThrow({ where: { id: log.id } });
  expect(AiResponse.parse(row.aiResponse)).toEqual(log.aiResponse);
  expect(findForbidden(log.aiResponse)).toBeNull();
  return { log, provider: row.aiProvider };
}

describe("Claude provider", () => {
  it("stores Claude's structured answer, sent with the thought as delimited data", async () => {
    reply = (res) => send(res, 200, message(JSON.stringify(GOOD)));
    const { log, provider } = await logThought();
    expect(provider).toBe("anthropic");
    expect(log.aiResponse).toMatchObject({ distortion_type: "Catastrophizing", reframe: GOOD.reframe, crisis: false });
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.path).toBe("/v1/messages");
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body.output_config?.format?.type).toBe("json_schema");
    expect(request.body.system).toMatch(/Never reassure/);
    expect(request.body.messages[0]!.content).toContain("<thought>\nWhat if I left the stove on and the house burns down?\n</thought>");
  });

  it("falls back to the built-in engine on malformed output", async () => {
    reply = (res) => send(res, 200, message('{"reframe": "half an answer'));
    const { log, provider } = await logThought();
    expect(provider).toBe("local");
    expect(log.aiResponse.distortion_type).toBe("Catastrophizing");
  });

  it("falls back when the JSON does not match the schema", async () => {
    reply = (res) => send(res, 200, message(JSON.stringify({ ...GOOD, cognitive_distortion: "yes" })));
    expect((await logThought()).provider).toBe("local");
  });

  it("falls back on a refusal", async () => {
    reply = (res) => send(res, 200, message("", "refusal"));
    expect((await logThought()).provider).toBe("local");
  });

  it("falls back when the answer was cut off at max_tokens", async () => {
    reply = (res) => send(res, 200, message('{"risk_detected": false', "max_tokens"));
    expect((await logThought()).provider).toBe("local");
  });

  it("falls back on a timeout, within one deadline for the call and its retry", async () => {
    reply = () => {}; // never answers
    process.env.AI_TIMEOUT_MS = "300";
    resetEnvForTests();
    try {
      const started = Date.now();
      expect((await logThought()).provider).toBe("local");
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      process.env.AI_TIMEOUT_MS = "5000";
      resetEnvForTests();
    }
  });

  it("retries a 500 once, then falls back", async () => {
    reply = (res) => send(res, 500, { type: "error", error: { type: "api_error", message: "boom" } });
    expect((await logThought()).provider).toBe("local");
    expect(seen).toHaveLength(2);
  });

  it("rejects a reassuring answer and falls back to the built-in engine", async () => {
    reply = (res) => send(res, 200, message(JSON.stringify({ ...GOOD, reframe: "Don't worry, you're fine. The stove is off." })));
    const { log, provider } = await logThought();
    expect(provider).toBe("local");
    expect(log.aiResponse.reframe).not.toMatch(/don't worry/i);
  });

  it("turns Claude's risk flag into crisis resources", async () => {
    reply = (res) => send(res, 200, message(JSON.stringify({ ...GOOD, risk_detected: true })));
    const { log, provider } = await logThought("Lately everything feels pointless and dark");
    expect(provider).toBe("anthropic");
    expect(log.aiResponse.crisis).toBe(true);
  });

  it("never sends a thought that signals risk to Claude: crisis resources come first", async () => {
    reply = (res) => send(res, 200, message(JSON.stringify(GOOD)));
    const { log, provider } = await logThought("I have a plan to end my life");
    expect(provider).toBe("safety");
    expect(log.aiResponse.crisis).toBe(true);
    expect(seen).toHaveLength(0);
  });
});
