// Resend, spoken to through a local fake server: what we send, and that a mail outage never loses
// an account (registration succeeds, resend works once mail is back).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { db } from "@/lib/server/db";
import { actorOf } from "@/tests/factories";
import { registerUser } from "@/lib/server/services/users";
import { resendVerification, sendVerificationEmail } from "@/lib/server/services/verification";
import { sendMail } from "./index";

let server: http.Server;
let failing = false;
const received: { auth?: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (failing) {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ name: "internal_server_error", message: "down", statusCode: 500 }));
      }
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `email_${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.MAIL_FROM = "ERP Companion <care@example.test>";
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  resetEnvForTests();
  await new Promise((r) => server.close(r));
});

describe("mail through Resend", () => {
  it("sends from MAIL_FROM with the API key, subject, text and html", async () => {
    await sendMail({ to: "pat@example.test", subject: "Hello", text: "plain", html: "<p>html</p>" });
    const last = received.at(-1)!;
    expect(last.auth).toBe("Bearer re_test_key");
    expect(last.body).toMatchObject({ from: "ERP Companion <care@example.test>", to: "pat@example.test", subject: "Hello", text: "plain", html: "<p>html</p>" });
  });

  it("keeps the account when Resend is down, and resend works when it is back", async () => {
    failing = true;
    const user = await registerUser({ username: "mail outage", email: "outage@example.test", password: "secret12" });
    expect(await sendVerificationEmail(user)).toBe(false);
    const prisma = await db();
    const stored = await prisma.user.findUnique({ where: { id: user.id } });
    expect(stored).not.toBeNull();
    expect(stored!.lastVerificationSentAt).toBeNull(); // a failed mail does not start the 300 s wait

    await expect(resendVerification(actorOf(user))).rejects.toMatchObject({ status: 503 });
    failing = false;
    await expect(resendVerification(actorOf(user))).resolves.toBeUndefined();
    const mail = received.at(-1)!.body;
    expect(mail.to).toBe("outage@example.test");
    expect(String(mail.text)).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });
});
