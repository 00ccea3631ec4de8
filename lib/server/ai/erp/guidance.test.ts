// ERP guidance against a fake Anthropic server on 127.0.0.1: Claude's answer when it is valid, the
// built-in engine for malformed, failing, reassuring, habituation-promising or repeated answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { message, send, serverError, startFakeAnthropic, type FakeAnthropic } from "@/tests/fake-anthropic";
import { generateErpAlternative, generateErpGuidance } from "./guidance";
import { localAlternative, localGuidance, type ErpContext } from "./local";

let fake: FakeAnthropic;

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
  fake = await startFakeAnthropic(2000);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen = [];
});

describe("ERP guidance with Claude configured", () => {
  it("uses Claude's valid answer, keeps the chosen duration, and sends the trigger as delimited data", async () => {
    fake.reply = (res) => send(res, 200, message(JSON.stringify(CLAUDE_ANSWER)));
    const { value, provider } = await generateErpGuidance(ctx);
    expect(provider).toBe("anthropic");
    expect(value).toEqual({ ...CLAUDE_ANSWER, task: { ...CLAUDE_ANSWER.task, duration: 40 } });
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.authorization).toContain("test-key");
    expect(fake.seen[0]!.body.system).toMatch(/NEVER reassure/);
    expect(fake.seen[0]!.body.messages[0]!.content).toContain("<trigger>\nTouching public doorknobs\n</trigger>");
  });

  it("does not call Claude when the person's AI budget is spent", async () => {
    fake.reply = (res) => send(res, 200, message(JSON.stringify(CLAUDE_ANSWER)));
    const spent = async () => false;
    expect(await generateErpGuidance(ctx, spent)).toEqual({ value: localGuidance(ctx), provider: "local" });
    expect(await generateErpAlternative(ctx, "x", spent)).toEqual({ value: localAlternative(ctx, "x"), provider: "local" });
    expect(fake.seen).toHaveLength(0);
  });

  it("falls back to the built-in engine on a malformed answer", async () => {
    fake.reply = (res) => send(res, 200, message("{ this is not json"));
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
  });

  it("falls back on an answer that does not match the schema", async () => {
    fake.reply = (res) => send(res, 200, message(JSON.stringify({ task: { description: "" }, guidance: 3 })));
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
  });

  it("falls back on a server error", async () => {
    fake.reply = serverError;
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
    expect(fake.seen.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a reassuring answer and uses the built-in engine", async () => {
    fake.reply = (res) => send(res, 200, message(JSON.stringify({ ...CLAUDE_ANSWER, encouragement: "Don't worry, you're safe." })));
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
  });

  it("refuses an answer that promises the anxiety will pass, and uses the built-in engine", async () => {
    fake.reply = (res) =>
      send(res, 200, message(JSON.stringify({ ...CLAUDE_ANSWER, guidance: "Keep your hand on the handle and wait until the anxiety goes away. It always passes." })));
    expect(await generateErpGuidance(ctx)).toEqual({ value: localGuidance(ctx), provider: "local" });
    fake.reply = (res) => send(res, 200, message(JSON.stringify({ ...CLAUDE_ANSWER, encouragement: "Your fear will fade if you give it time." })));
    expect(await generateErpAlternative(ctx, "x")).toEqual({ value: localAlternative(ctx, "x"), provider: "local" });
    expect(fake.seen).toHaveLength(2);
  });

  it("replaces an alternative that repeats the current task with the built-in alternative", async () => {
    fake.reply = (res) => send(res, 200, message(JSON.stringify(CLAUDE_ANSWER)));
    const current = CLAUDE_ANSWER.task.description;
    const { value, provider } = await generateErpAlternative(ctx, current);
    expect(provider).toBe("local");
    expect(value).toEqual(localAlternative(ctx, current));
    expect(value.task.description).not.toBe(current);
    expect(fake.seen[0]!.body.messages[0]!.content).toContain("<current_task>");
  });
});
