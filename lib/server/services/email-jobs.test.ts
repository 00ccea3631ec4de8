// The between-session e-mails against Resend's fake server, with an injected clock: reminders at the
// person's local time in several zones and across both daylight-saving changes, the Monday summary in
// counts only, each e-mail once (runs repeated, run at the same moment, a claim left by a crashed run),
// Resend down then up (retried, nothing lost, nothing twice), and the one-click unsubscribe.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { db } from "@/lib/server/db";
import { createUser } from "@/tests/factories";
import { claimDispatch, runDueEmails, STALE_CLAIM_MS } from "./email-jobs";
import { unsubscribe } from "./unsubscribe";

interface Received {
  body: { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
  idempotencyKey?: string;
}

let server: http.Server;
let failing = false;
let received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (failing) {
        res.writeHead(503, { "content-type": "application/json" });
        return res.end(JSON.stringify({ name: "internal_server_error", message: "down", statusCode: 503 }));
      }
      received.push({ body: JSON.parse(raw), idempotencyKey: req.headers["idempotency-key"] as string | undefined });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `email_${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.APP_URL = "https://app.example.test";
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  delete process.env.APP_URL;
  resetEnvForTests();
  await new Promise((r) => server.close(r));
});

beforeEach(async () => {
  failing = false;
  received = [];
  // Each test starts from nobody, so what is due is only what the test makes.
  const prisma = await db();
  await prisma.emailDispatch.deleteMany();
  await prisma.practicePlan.deleteMany();
  await prisma.user.deleteMany();
});

async function planned(days: number[], reminderTime: string, timeZone: string, over: { status?: string; emailVerified?: boolean; reminders?: boolean } = {}) {
  const user = await createUser({ complete: true, emailVerified: over.emailVerified ?? true });
  const prisma = await db();
  await prisma.practicePlan.create({ data: { userId: user.id, days, reminderTime, timeZone, status: over.status ?? "active" } });
  if (over.reminders === false) await prisma.userSettings.create({ data: { userId: user.id, sessionReminders: false } });
  return user;
}

const reminders = (to?: string) => received.filter((r) => r.body.subject === "Your planned practice for today" && (!to || r.body.to === to));

describe("session reminders", () => {
  it("go out on planned days at each person's local time: Tokyo, New York and Kolkata from one clock", async () => {
    const tokyo = await planned([3], "08:00", "Asia/Tokyo");
    const ny = await planned([3], "08:00", "America/New_York");
    const kolkata = await planned([3], "07:30", "Asia/Kolkata");
    // Tuesday 2026-11-24 22:59Z: 07:59 Wednesday in Tokyo.
    expect((await runDueEmails(new Date("2026-11-24T22:59:00Z"))).sent).toBe(0);
    await runDueEmails(new Date("2026-11-24T23:00:00Z")); // 08:00 Wed Tokyo
    expect(received.map((r) => r.body.to)).toEqual([tokyo.email]);
    await runDueEmails(new Date("2026-11-25T02:00:00Z")); // 07:30 Wed Kolkata, 21:00 Tue New York
    expect(received.map((r) => r.body.to)).toEqual([tokyo.email, kolkata.email]);
    await runDueEmails(new Date("2026-11-25T13:00:00Z")); // 08:00 Wed New York
    expect(received.map((r) => r.body.to)).toEqual([tokyo.email, kolkata.email, ny.email]);
    // The rest of the day, nothing more.
    expect((await runDueEmails(new Date("2026-11-25T14:00:00Z"))).sent).toBe(0);
    expect(received).toHaveLength(3);
  });

  it("go out once a planned day, again on the next planned day, never on the others", async () => {
    const u = await planned([1, 3], "18:00", "Europe/Berlin");
    const times = ["2026-11-23T17:00:00Z", "2026-11-23T17:01:00Z", "2026-11-23T22:00:00Z", "2026-11-24T17:00:00Z", "2026-11-25T17:30:00Z", "2026-11-25T22:58:00Z"];
    for (const t of times) await runDueEmails(new Date(t));
    expect(reminders(u.email)).toHaveLength(2);
    const days = await (await db()).emailDispatch.findMany({ where: { userId: u.id }, orderBy: { localDay: "asc" } });
    expect(days.map((d) => [d.localDay, d.status])).toEqual([
      ["2026-11-23", "sent"],
      ["2026-11-25", "sent"],
    ]);
  });

  it("keep the local time when the clocks go forward, and reach a skipped time at 03:00", async () => {
    const skipped = await planned([7], "02:30", "Europe/Berlin");
    const evening = await planned([6, 1], "18:30", "Europe/Berlin");
    await runDueEmails(new Date("2026-03-29T00:59:00Z")); // Sunday 01:59 CET
    expect(reminders(skipped.email)).toHaveLength(0);
    await runDueEmails(new Date("2026-03-29T01:00:00Z")); // 03:00 CEST
    await runDueEmails(new Date("2026-03-29T01:01:00Z"));
    expect(reminders(skipped.email)).toHaveLength(1);
    await runDueEmails(new Date("2026-03-28T17:30:00Z")); // Saturday 18:30 CET
    await runDueEmails(new Date("2026-03-30T16:29:00Z")); // Monday 18:29 CEST: not yet
    expect(reminders(evening.email)).toHaveLength(1);
    await runDueEmails(new Date("2026-03-30T16:30:00Z")); // Monday 18:30 CEST
    expect(reminders(evening.email)).toHaveLength(2);
  });

  it("go out once on the autumn day whose hour comes twice", async () => {
    const u = await planned([7], "01:30", "America/New_York");
    await runDueEmails(new Date("2026-11-01T05:30:00Z")); // 01:30 EDT
    await runDueEmails(new Date("2026-11-01T06:30:00Z")); // 01:30 EST, an hour later
    expect(reminders(u.email)).toHaveLength(1);
  });

  it("are not sent to unverified addresses, with the switch off, or for a plan not (yet) agreed to", async () => {
    await planned([3], "08:00", "UTC", { emailVerified: false });
    await planned([3], "08:00", "UTC", { reminders: false });
    await planned([3], "08:00", "UTC", { status: "suggested" });
    await planned([3], "08:00", "UTC", { status: "declined" });
    const ok = await planned([3], "08:00", "UTC");
    await runDueEmails(new Date("2026-11-25T09:00:00Z"));
    expect(received.map((r) => r.body.to)).toEqual([ok.email]);
  });

  it("carry the one-click unsubscribe headers, an idempotency key, and nothing of the plan or of health", async () => {
    const u = await planned([3], "08:00", "UTC");
    await runDueEmails(new Date("2026-11-25T08:00:00Z"));
    const [mail] = received;
    expect(mail!.body.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.body.headers!["List-Unsubscribe"]).toMatch(/^<https:\/\/app\.example\.test\/api\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.idempotencyKey).toBe(`session_reminder/${u.id}/2026-11-25`);
    expect(mail!.body.text).toContain("https://app.example.test/unsubscribe?token=");
    expect(`${mail!.body.subject} ${mail!.body.text}`).not.toMatch(/ocd|compulsion|anxiety|exposure|ritual|obsess|checking|door/i);
  });
});

describe("each e-mail at most once", () => {
  it("two instances running at the same moment send each reminder once", async () => {
    const people = await Promise.all([planned([3], "08:00", "UTC"), planned([3], "08:00", "UTC"), planned([3], "08:00", "UTC")]);
    const now = new Date("2026-11-25T08:00:00Z");
    const runs = await Promise.all([runDueEmails(now), runDueEmails(now), runDueEmails(now)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    expect(received.map((r) => r.body.to).sort()).toEqual(people.map((p) => p.email).sort());
  });

  it("of many claims of one key at once, exactly one wins", async () => {
    const u = await createUser();
    const prisma = await db();
    const now = new Date("2026-11-25T08:00:00Z");
    const key = { userId: u.id, kind: "session_reminder" as const, localDay: "2026-11-25" };
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDispatch(prisma, key, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await prisma.emailDispatch.count({ where: key })).toBe(1);
  });

  it("a claim left by a run that died is taken again only once it is stale; Resend's idempotency key covers the rest", async () => {
    const u = await planned([3], "08:00", "UTC");
    const prisma = await db();
    const now = new Date("2026-11-25T08:00:00Z");
    await prisma.emailDispatch.create({ data: { userId: u.id, kind: "session_reminder", localDay: "2026-11-25", status: "sending", claimedAt: now } });
    await runDueEmails(new Date(now.getTime() + STALE_CLAIM_MS - 1000));
    expect(received).toHaveLength(0);
    await runDueEmails(new Date(now.getTime() + STALE_CLAIM_MS + 1000));
    expect(received).toHaveLength(1);
    expect(received[0]!.idempotencyKey).toBe(`session_reminder/${u.id}/2026-11-25`);
    expect(await prisma.emailDispatch.findFirstOrThrow({ where: { userId: u.id } })).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("Resend down, then up", () => {
  it("keeps the e-mail as failed, retries it on the next run, and sends it once", async () => {
    const u = await planned([3], "08:00", "UTC");
    failing = true;
    expect(await runDueEmails(new Date("2026-11-25T08:00:00Z"))).toMatchObject({ sent: 0, failed: 1 });
    expect(await runDueEmails(new Date("2026-11-25T08:01:00Z"))).toMatchObject({ sent: 0, failed: 1 });
    const row = await (await db()).emailDispatch.findFirstOrThrow({ where: { userId: u.id } });
    expect(row).toMatchObject({ status: "failed", attempts: 2, lastError: "resend:internal_server_error" });
    failing = false;
    expect(await runDueEmails(new Date("2026-11-25T08:02:00Z"))).toMatchObject({ sent: 1, failed: 0 });
    expect(await runDueEmails(new Date("2026-11-25T08:03:00Z"))).toMatchObject({ sent: 0, failed: 0 });
    expect(reminders(u.email)).toHaveLength(1);
    expect(await (await db()).emailDispatch.findFirstOrThrow({ where: { userId: u.id } })).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });
});

describe("the weekly summary", () => {
  async function personWithWeek(timeZone: string) {
    const prisma = await db();
    const u = await createUser({ complete: true });
    await prisma.user.update({ where: { id: u.id }, data: { createdAt: new Date("2026-10-01T00:00:00Z") } });
    await prisma.userSettings.create({ data: { userId: u.id, timeZone } });
    // In the week Mon 2026-11-23 to Sun 2026-11-29: two thoughts, one completed session, three log entries.
    await prisma.thoughtLog.createMany({
      data: [
        { userId: u.id, thought: "What if the door PRIVATE-THOUGHT is open", aiResponse: {}, createdAt: new Date("2026-11-24T10:00:00Z") },
        { userId: u.id, thought: "Another PRIVATE-THOUGHT", aiResponse: {}, createdAt: new Date("2026-11-29T20:00:00Z") },
      ],
    });
    await prisma.erpSession.create({ data: { userId: u.id, trigger: "PRIVATE-TRIGGER", anxietyLevel: 6, duration: 60, completed: true, completedAt: new Date("2026-11-25T10:00:00Z") } });
    await prisma.compulsionEntry.createMany({
      data: [1, 2, 3].map((d) => ({ userId: u.id, kind: "checking", urge: 7, outcome: d === 3 ? "done" : "resisted", note: "PRIVATE-NOTE", occurredAt: new Date(`2026-11-2${d + 3}T10:00:00Z`) })),
    });
    // Monday, Wednesday and Thursday until Wednesday 12:00 UTC, then Wednesday and Friday: Monday, Wednesday (once), Friday.
    await prisma.practicePlanPeriod.createMany({
      data: [
        { userId: u.id, days: [1, 3, 4], activeFrom: new Date("2026-11-01T00:00:00Z"), activeUntil: new Date("2026-11-25T12:00:00Z") },
        { userId: u.id, days: [3, 5], activeFrom: new Date("2026-11-25T12:00:00Z") },
      ],
    });
    // Outside the week: not counted.
    await prisma.thoughtLog.create({ data: { userId: u.id, thought: "older", aiResponse: {}, createdAt: new Date("2026-11-20T10:00:00Z") } });
    return u;
  }

  it("goes out on Monday from 09:00 local with counts only, never what was written", async () => {
    const u = await personWithWeek("Europe/London");
    expect((await runDueEmails(new Date("2026-11-30T08:59:00Z"))).sent).toBe(0);
    await runDueEmails(new Date("2026-11-30T09:00:00Z"));
    await runDueEmails(new Date("2026-11-30T12:00:00Z"));
    const mails = received.filter((r) => r.body.to === u.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.body;
    expect(mail.subject).toBe("Your week in ERP Companion");
    expect(mail.text).toContain("Your week, Nov 23 – Nov 29:");
    expect(mail.text).toContain("- Practice sessions completed: 1 of 3 planned");
    expect(mail.text).toContain("- Entries in your log: 3, 2 of them resisted or put off");
    expect(mail.text).toContain("- Thoughts written down: 2");
    expect(mail.text).toContain("- Weekly check-in: not answered");
    expect(JSON.stringify(mail)).not.toMatch(/PRIVATE|door|checking|anxiety|ocd/i);
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("counts the week in the person's zone: Auckland's Monday comes while it is Sunday in UTC", async () => {
    const u = await personWithWeek("Pacific/Auckland");
    await runDueEmails(new Date("2026-11-29T20:00:00Z")); // Monday 09:00 in Auckland
    const mail = received.find((r) => r.body.to === u.email)!.body;
    // Auckland's week ended at Monday 2026-11-30 00:00 local (Sunday 11:00Z): the Sunday-evening (UTC) thought falls after it.
    expect(mail.text).toContain("- Thoughts written down: 1");
  });

  it("is not sent for an empty week, for an account younger than a week, or with the switch off", async () => {
    const prisma = await db();
    const empty = await createUser({ complete: true });
    await prisma.user.update({ where: { id: empty.id }, data: { createdAt: new Date("2026-10-01T00:00:00Z") } });
    const young = await createUser({ complete: true });
    await prisma.thoughtLog.create({ data: { userId: young.id, thought: "x", aiResponse: {}, createdAt: new Date("2026-11-28T10:00:00Z") } });
    const off = await personWithWeek("UTC");
    await prisma.userSettings.update({ where: { userId: off.id }, data: { emailNotifications: false } });
    const result = await runDueEmails(new Date("2026-11-30T10:00:00Z"));
    expect(result).toMatchObject({ sent: 0, skipped: 1 });
    expect(received).toHaveLength(0);
    // The empty week is settled: later runs do not count it again.
    expect(await prisma.emailDispatch.findFirstOrThrow({ where: { userId: empty.id } })).toMatchObject({ status: "skipped", localDay: "2026-11-30" });
    expect((await runDueEmails(new Date("2026-11-30T11:00:00Z"))).skipped).toBe(0);
  });
});

describe("one-click unsubscribe", () => {
  it("turns the e-mail's own switch off without signing in, and the next planned day sends nothing", async () => {
    const u = await planned([3, 4], "08:00", "UTC");
    await runDueEmails(new Date("2026-11-25T08:00:00Z"));
    const link = /<([^>]+)>/.exec(received[0]!.body.headers!["List-Unsubscribe"]!)![1]!;
    const token = new URL(link).searchParams.get("token")!;
    const answer = await unsubscribe(token);
    expect(answer).toMatchObject({ kind: "reminders", setting: "sessionReminders", label: "Session Reminders" });
    const settings = await (await db()).userSettings.findUniqueOrThrow({ where: { userId: u.id } });
    expect(settings).toMatchObject({ sessionReminders: false, emailNotifications: true });
    await runDueEmails(new Date("2026-11-26T08:00:00Z"));
    expect(received).toHaveLength(1);
    // Again: the same answer, nothing else changes.
    await expect(unsubscribe(token)).resolves.toMatchObject({ setting: "sessionReminders" });
  });

  it("refuses a link it did not sign, or one changed to another person or kind", async () => {
    const u = await planned([3], "08:00", "UTC");
    const other = await createUser();
    await runDueEmails(new Date("2026-11-25T08:00:00Z"));
    const token = new URL(/<([^>]+)>/.exec(received[0]!.body.headers!["List-Unsubscribe"]!)![1]!).searchParams.get("token")!;
    // A character of the signature changed where all its bits count (the last one may carry unused bits,
    // and "AA" in place of the last two was, by chance, sometimes the same signature).
    const changed = (at: number) => token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
    for (const bad of [token.replace(u.id, other.id), token.replace(".reminders.", ".summary."), changed(token.length - 5), "", "x.y.z", `${token}.more`]) {
      await expect(unsubscribe(bad), bad).rejects.toMatchObject({ status: 400 });
    }
    expect(await (await db()).userSettings.count({ where: { userId: other.id } })).toBe(0);
  });
});
