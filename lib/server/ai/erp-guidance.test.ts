// ERP guidance against a fake Anthropic server on 127.0.0.1: Claude's answer when it is valid, the
// built-in engine for malformed, failing, reassuring or repeated answers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { generateErpAlternative, generateErpGuidance } from "./erp-guidance";
import { localAlternative, localGuidance, type ErpContext } from "./erp-local";

type Reply = { status: number; body: string };
let reply: Reply;
let requests: { auth: string | undefined; body: { system?: string; messages: { content: string }[] } }[] = [];
let server: Server;

const message = (text: string) =>
  JSON.stringify({
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  });

const CLAUDE_ANSWER = {
  task: { description: "Rest your palm on the shared kitchen door handle. Do not wash your hands afterwards.", duration: 999 },
  guidance: "Notice the urge to wash and let it stay without acting on it.",
  encouragement: "Practising this takes courage.",
};

const ctx: ErpContext = {
  trigger: "Touching public doorknobs",
  anxietyLevel: 6,
  duration: 40,
  ocdType: "contamination",
  commonCompulsions: ["washing"],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      requests.push({ auth: req.headers.authorization ?? (req.headers["x-api-key"] as string | undefined), body: JSON.parse(raw || "{}") });
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.ANTHROPIC_API_KEY = "test-key";
  process.env.ANTHROPIC_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.AI_TIMEOUT_MS = "2000";
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  delete process.env.AI_TIMEOUT_MS;
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

describe("ERP guidance with Claude configured", () => {
  it("uses Claude's valid answer, keeps the chosen duration, and sends the trigger as delimited data", async () => {
    reply = { status: 200, body: message(JSON.stringify(CLAUDE_ANSWER)) };
    const { value, provider } = await generateErpGuidance(ctx);
    expect(provider).toBe("anthropic");
    expect(value).toEqual({ ...CLAUDE_ANSWER, task: { ...CLAUDE_ANSWER.task, duration: 40 } });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.auth).toContain("test-key");
    expect(requests[0]!.body.system).toMatch(/NEVER reassure/);
    expect(requests[0]!.body.messages[0]!.content).toContain("<trigger>\nTouching public doorknobs\n</trigger>");
  });

  it("falls back to the built-in engine on a malformed answer", async () => {
    reply = { status: 200, body: message("{ this is not json") };
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
  });

  it("falls back on an answer that does not match the schema", async () => {
    reply = { status: 200, body: message(JSON.stringify({ task: { description: "" }, guidance: 3 })) };
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
  });

  it("falls back on a server error", async () => {
    reply = { status: 500, body: JSON.stringify({ type: "error", error: { type: "api_error", message: "boom" } }) };
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a reassuring answer and uses the built-in engine", async () => {
    reply = { status: 200, body: message(JSON.stringify({ ...CLAUDE_ANSWER, encouragement: "Don't worry, you're safe." })) };
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
  });

  it("replaces an alternative that repeats the current task with the built-in alternative", async () => {
    reply = { status: 200, body: message(JSON.stringify(CLAUDE_ANSWER)) };
    const current = CLAUDE_ANSWER.task.description;
    const { value, provider } = await generateErpAlternative(ctx, current);
    expect(provider).toBe("local");
    expect(value).toEqual(localAlternative(ctx, current));
    expect(value.task.description).not.toBe(current);
    expect(requests[0]!.body.messages[0]!.content).toContain("<current_task>");
  });
});
