// On a preview no mail reaches a real address: through Resend and through the outbox alike, only
// PREVIEW_MAIL_ALLOWLIST's recipients get theirs; the rest is held back and its links logged.
// Outside previews, nothing is held.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { db } from "@/lib/server/db";
import { registerUser } from "@/lib/server/services/users";
import { sendVerificationEmail } from "@/lib/server/services/verification";
import { maskAddress, onAllowlist, sendMail } from "./index";

const mail = (to: string) => ({ to, subject: "Verify your email", text: "Open http://app.example/verify-email?token=abc_DEF-123 to verify.", html: "<p>html</p>" });

let server: http.Server;
let resendUrl: string;
const received: string[] = [];
// Taken after tests/setup.ts has pointed DATABASE_URL (or PGLITE_DIR) at this file's own database.
let saved: NodeJS.ProcessEnv;
beforeAll(() => {
  saved = { ...process.env };
});
let logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      received.push(JSON.parse(raw).to);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `email_${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  resendUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

beforeEach(() => {
  logged = [];
  received.length = 0;
  process.env.LOG_SILENT = "0";
  vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(JSON.parse(line)));
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
});

function configure(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

const outbox = () => (existsSync(process.env.MAIL_OUTBOX_FILE!) ? readFileSync(process.env.MAIL_OUTBOX_FILE!, "utf8").trim().split("\n").map((l) => JSON.parse(l).to as string) : []);
const held = () => logged.filter((l) => l.event === "mail.held");

describe("the allowlist", () => {
  it("matches whole addresses and @domains, whatever their case, and nothing else", () => {
    const list = ["reviewer@clinic.example", "@team.example"];
    expect(onAllowlist("Reviewer@Clinic.example", list)).toBe(true);
    expect(onAllowlist("anyone@team.example", list)).toBe(true);
    expect(onAllowlist("other@clinic.example", list)).toBe(false);
    expect(onAllowlist("x@evilteam.example", list)).toBe(false);
    expect(onAllowlist("x@team.example.evil", list)).toBe(false);
    expect(onAllowlist("someone@example.com", [])).toBe(false);
  });

  it("masks an address for the log", () => {
    expect(maskAddress("maya.chen@example.com")).toBe("m…@example.com");
  });
});

describe.each([
  ["the outbox", () => ({ RESEND_API_KEY: undefined }), () => outbox()],
  ["Resend", () => ({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resendUrl }), () => received],
] as const)("on a preview, through %s", (_name, settings, delivered) => {
  beforeEach(() => {
    rmSync(process.env.MAIL_OUTBOX_FILE!, { force: true });
    configure({ VERCEL_ENV: "preview", PREVIEW_MAIL_ALLOWLIST: "reviewer@clinic.example, @team.example", ...settings() });
  });

  it("holds back a mail to any other address and logs its links, never the address", async () => {
    await sendMail(mail("patient@example.com"));
    expect(delivered()).toEqual([]);
    expect(held()).toEqual([
      expect.objectContaining({ event: "mail.held", reason: "preview", to: "p…@example.com", subject: "Verify your email", links: "http://app.example/verify-email?token=abc_DEF-123" }),
    ]);
    expect(JSON.stringify(logged)).not.toContain("patient@example.com");
  });

  it("delivers to the allowlisted addresses and domains", async () => {
    await sendMail(mail("reviewer@clinic.example"));
    await sendMail(mail("lead@team.example"));
    expect(delivered()).toEqual(["reviewer@clinic.example", "lead@team.example"]);
    expect(held()).toEqual([]);
  });

  it("holds everything when there is no allowlist", async () => {
    configure({ PREVIEW_MAIL_ALLOWLIST: undefined });
    await sendMail(mail("reviewer@clinic.example"));
    expect(delivered()).toEqual([]);
    expect(held()).toHaveLength(1);
  });
});

describe.each([["production", "production"], ["no Vercel at all", undefined]] as const)("%s", (_name, vercelEnv) => {
  it("holds nothing back, with the allowlist set or not", async () => {
    configure({ VERCEL_ENV: vercelEnv, PREVIEW_MAIL_ALLOWLIST: "reviewer@clinic.example", RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resendUrl });
    await sendMail(mail("patient@example.com"));
    expect(received).toEqual(["patient@example.com"]);
    expect(held()).toEqual([]);
  });
});

describe("registration on a preview", () => {
  it("goes on as usual when the verification mail is held: the wait starts and the link is in the log", async () => {
    configure({ VERCEL_ENV: "preview", PREVIEW_MAIL_ALLOWLIST: undefined, RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resendUrl });
    const user = await registerUser({ username: "held mail", email: "held.mail@example.test", password: "secret12" });
    expect(await sendVerificationEmail(user)).toBe(true);
    expect(received).toEqual([]);
    expect(String(held().at(-1)?.links)).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const stored = await (await db()).user.findUnique({ where: { id: user.id } });
    expect(stored!.lastVerificationSentAt).not.toBeNull();
  });
});
