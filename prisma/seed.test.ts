// The demo seed of previews: idempotent, safe when two builds run it at once on one database, and
// never run on a production deployment.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { DEMO_ACCOUNTS } from "@/lib/server/demo/accounts";
import { verifyPassword } from "@/lib/server/auth/password";
import { AiResponse } from "@/lib/domain/thoughts";
import { findForbidden } from "@/lib/server/safety/guard";
import { seedDecision, seedDemoAccounts } from "./seed";

async function demoState() {
  const prisma = await db();
  const users = await prisma.user.findMany({
    where: { email: { in: Object.values(DEMO_ACCOUNTS).map((a) => a.email) } },
    select: {
      username: true,
      role: true,
      emailVerified: true,
      practicePlan: { select: { status: true, setBy: { select: { username: true } } } },
      _count: { select: { erpSessions: true, thoughtLogs: true, compulsionEntries: true, weeklyCheckIns: true, ladderRungs: true, notesAbout: true } },
    },
    orderBy: { username: "asc" },
  });
  return users.map((u) => ({
    username: u.username,
    role: u.role,
    verified: u.emailVerified,
    sessions: u._count.erpSessions,
    thoughts: u._count.thoughtLogs,
    log: u._count.compulsionEntries,
    checkIns: u._count.weeklyCheckIns,
    ladder: u._count.ladderRungs,
    plan: u.practicePlan ? `${u.practicePlan.status} (${u.practicePlan.setBy?.username})` : null,
    notes: u._count.notesAbout,
  }));
}

const EXPECTED = [
  { username: "Dr Lena Ortiz", role: "admin", verified: true, sessions: 0, thoughts: 0, log: 0, checkIns: 0, ladder: 0, plan: null, notes: 0 },
  { username: "Maya Chen", role: "user", verified: true, sessions: 10, thoughts: 8, log: 22, checkIns: 5, ladder: 7, plan: "active (Dr Lena Ortiz)", notes: 3 },
  { username: "Sam Rivera", role: "user", verified: false, sessions: 0, thoughts: 0, log: 0, checkIns: 0, ladder: 0, plan: null, notes: 0 },
];

describe("the demo seed", () => {
  it("answers and guides as the app does: nothing in its stored answers breaks the clinical-language guard", async () => {
    await seedDemoAccounts();
    const prisma = await db();
    const maya = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.patient.email }, select: { id: true } });
    const thoughts = await prisma.thoughtLog.findMany({ where: { userId: maya.id }, select: { aiResponse: true } });
    const sessions = await prisma.erpSession.findMany({ where: { userId: maya.id }, select: { guidance: true } });
    expect(thoughts.length).toBeGreaterThan(0);
    for (const { aiResponse } of thoughts) {
      const a = AiResponse.parse(aiResponse);
      expect(findForbidden(a.distortion_type, a.reframe, a.coping_strategy, a.reframed_thought), a.reframe).toBeNull();
    }
    for (const { guidance } of sessions) {
      const g = guidance as { task: { description: string }; guidance: string; encouragement: string };
      expect(findForbidden(g.task.description, g.guidance, g.encouragement), g.task.description).toBeNull();
    }
  });

  it("creates the accounts of lib/server/demo/accounts.ts with their published passwords", async () => {
    await seedDemoAccounts();
    expect(await demoState()).toEqual(EXPECTED);
    const prisma = await db();
    for (const a of Object.values(DEMO_ACCOUNTS)) {
      const row = await prisma.user.findUniqueOrThrow({ where: { email: a.email } });
      expect(await verifyPassword(row.passwordHash, a.password), a.username).toBe(true);
    }
  });

  it("run again, and by two builds at the same moment, leaves exactly one copy of everything", async () => {
    await seedDemoAccounts();
    await Promise.all([seedDemoAccounts(), seedDemoAccounts(), seedDemoAccounts()]);
    expect(await demoState()).toEqual(EXPECTED);
  });

  it("gives the clinician's view a plan set four weeks ago and one answered check-in (decision 048)", async () => {
    await seedDemoAccounts();
    const prisma = await db();
    const maya = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.patient.email }, include: { practicePlan: true, safetyEvents: true } });
    expect(Date.now() - maya.practicePlan!.updatedAt.getTime()).toBeGreaterThan(27 * 86_400_000);
    // Its history: a week of Wednesdays, then the plan in force.
    expect((await prisma.practicePlanPeriod.findMany({ where: { userId: maya.id }, orderBy: { activeFrom: "asc" } })).map((p) => [p.days, p.activeUntil === null])).toEqual([
      [[3], false],
      [[1, 3, 5], true],
    ]);
    expect(maya.safetyEvents.map((e) => [e.level, e.answer])).toEqual([["check_in", "no"]]);
  });

  it("dates Maya's last activity to her newest record (the triggers of decision 047)", async () => {
    await seedDemoAccounts();
    const prisma = await db();
    const maya = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.patient.email }, include: { erpSessions: { orderBy: { createdAt: "desc" }, take: 1 } } });
    expect(maya.lastActiveAt).toEqual(maya.erpSessions[0]!.createdAt);
  });

  it("restores what a reviewer changed on a shared preview database", async () => {
    const prisma = await db();
    const maya = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.patient.email } });
    await prisma.thoughtLog.deleteMany({ where: { userId: maya.id } });
    await prisma.user.update({ where: { id: maya.id }, data: { role: "admin", ocdType: null } });
    await seedDemoAccounts();
    expect(await demoState()).toEqual(EXPECTED);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: maya.id } })).ocdType).toBe("contamination");
  });
});

describe("when the seed runs", () => {
  const env = (VERCEL_ENV: string | undefined, NODE_ENV = "production") => ({ NODE_ENV, VERCEL_ENV, preview: VERCEL_ENV === "preview" });

  it("vercel-build's step (--if-preview) seeds previews only", () => {
    expect(seedDecision(["--if-preview"], env("preview"))).toBe("seed");
    expect(seedDecision(["--if-preview"], env("production"))).toBe("skip");
    expect(seedDecision(["--if-preview"], env("development", "development"))).toBe("skip");
    expect(seedDecision(["--if-preview"], env(undefined))).toBe("skip");
  });

  it("a production deployment on Vercel is never seeded, even with --force", () => {
    expect(seedDecision([], env("production"))).toBe("refuse");
    expect(seedDecision(["--force"], env("production"))).toBe("refuse");
  });

  it("npm run db:seed works in development, and in a self-hosted production only with --force", () => {
    expect(seedDecision([], env(undefined, "development"))).toBe("seed");
    expect(seedDecision([], env(undefined))).toBe("refuse");
    expect(seedDecision(["--force"], env(undefined))).toBe("seed");
    expect(seedDecision([], env("preview"))).toBe("seed");
  });
});

describe("Maya's exposure ladder", () => {
  it("has seven steps, two mastered, one her clinician suggested, and sessions with their expectancy and ratings", async () => {
    const { ladderProgress, listLadder } = await import("@/lib/server/services/ladder");
    const { actorOf } = await import("@/tests/factories");
    const progress = await seedDemoAccounts();
    const prisma = await db();
    const maya = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.patient.email } });
    const ladder = await listLadder(actorOf(maya), maya.id);
    expect(ladder.map((r) => r.expectedAnxiety)).toEqual([4, 5, 5, 6, 7, 7, 9]);
    expect(ladder.filter((r) => r.mastered)).toHaveLength(2);
    expect(ladder.filter((r) => r.suggestedByClinician).map((r) => r.position)).toEqual([5]);
    // And one suggestion she declined, which her clinician sees as declined.
    expect(await prisma.declinedRung.findMany({ where: { userId: maya.id }, select: { situation: true } })).toEqual([{ situation: "Leave the house without checking the windows" }]);
    expect(ladder.map((r) => r.sessionCount)).toEqual([2, 2, 1, 1, 1, 0, 0]);
    const [first] = await ladderProgress(actorOf(maya), maya.id);
    expect(first).toMatchObject({ expectancy: "You expected 75% on average; it happened 0 of 2 times." });
    // Her numbers are the app's own, a compulsion done included (it never subtracts).
    expect(progress).toEqual({ erpScore: 230, currentLevel: 3, braveryScore: 108 });
    expect(maya).toMatchObject(progress);
  });
});
