// `npm run db:seed [-- --users N]`: demo accounts for clinical reviewers (idempotent), plus N synthetic users.
// Runs against DATABASE_URL, or the embedded database (never while a dev server has it open).
// `-- --if-preview` is the step of `vercel-build`: it seeds a preview's database and does nothing on
// any other deployment. Safe on a database every preview shares, and when two builds run it at once
// (decision 057).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { usernameKey } from "@/lib/domain/account-rules";
import { braveryScore } from "@/lib/domain/bravery";
import { progressAfterSession } from "@/lib/domain/levels";
import { AiResponse } from "@/lib/domain/thoughts";
import { localGuidance } from "@/lib/server/ai/erp/local";
import { analyseThought } from "@/lib/server/ai/thoughts/engine";
import { db, disconnectDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { hashPassword } from "@/lib/server/auth/password";
import { DEMO_ACCOUNTS, type DemoAccount } from "@/lib/server/demo/accounts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { insertSyntheticUsers } from "./synthetic-users";

/** Two seeds at once (two preview builds on one database) take turns on this transaction lock. */
const SEED_LOCK_ID = 72_217_401;

const DAY = 24 * 60 * 60 * 1000;
/** That day at that hour (UTC), or a minute ago when that is still to come: demo data never lies in the future. */
const daysAgo = (d: number, hour = 18) => {
  const now = Date.now();
  const t = new Date(now - d * DAY);
  t.setUTCHours(hour, 15, 0, 0);
  return t.getTime() < now ? t : new Date(now - 60_000);
};

const ONBOARDING = {
  ocdType: "contamination",
  primaryTriggers: ["public_surfaces", "shared_objects"],
  commonCompulsions: ["washing", "sanitizer", "avoiding_surfaces"],
  anxietySeverity: 7,
  readinessLevel: "moderate",
  copingSkills: ["breathing", "journaling"],
  previousErpExperience: false,
  interferenceLevel: "moderately",
  avoidanceLevel: "medium",
};

// Maya's exposure ladder (decision 033): seven steps from easier to harder, each with the compulsion she
// resists; the first two mastered, the sixth suggested by her clinician.
const LADDER: { situation: string; compulsionToResist: string; expectedAnxiety: number; mastered?: boolean; byClinician?: boolean }[] = [
  { situation: "Touch a public doorknob with one fingertip", compulsionToResist: "Do not wash or wipe my hands for an hour.", expectedAnxiety: 4, mastered: true },
  { situation: "Hold a shopping trolley handle for the whole shop", compulsionToResist: "No sanitiser until I get home.", expectedAnxiety: 5, mastered: true },
  { situation: "Press the lift buttons with a bare finger", compulsionToResist: "Do not wipe my finger on my clothes.", expectedAnxiety: 5 },
  { situation: "Sit on a bus seat and hold the handrail", compulsionToResist: "Do not change my clothes when I get home.", expectedAnxiety: 6 },
  { situation: "Eat a snack after touching a handrail, without washing", compulsionToResist: "Do not wash or use sanitiser first.", expectedAnxiety: 7 },
  { situation: "Touch the kitchen bin lid, then make tea", compulsionToResist: "Do not wash my hands before drinking it.", expectedAnxiety: 7, byClinician: true },
  { situation: "Use a public toilet and open the door with my bare hand", compulsionToResist: "No tissue, sleeve or elbow on the handle.", expectedAnxiety: 9 },
];

/** What she wrote before a session from a step, and what she recorded during and after it. */
interface Exposure {
  rung: number;
  feared: string;
  likelihood: number;
  peak: number;
  after: number;
  happened: "yes" | "no" | "partly";
  learned?: string;
  didCompulsion: boolean;
}

// Five weeks of exposures: the anxiety she expects and feels falls as she climbs; the newest one is still
// in progress. Most are from her ladder; two she chose freely.
const SESSIONS: { daysAgo: number; trigger: string; anxiety: number; seconds: number; mood?: "better" | "same" | "worse"; exposure?: Exposure; rung?: number }[] = [
  { daysAgo: 35, trigger: "Touch a public doorknob with one fingertip", anxiety: 8, seconds: 60, mood: "same",
    exposure: { rung: 0, feared: "I'll get ill from the germs", likelihood: 80, peak: 9, after: 6, happened: "no", learned: "The anxiety went up and then came down a little without washing.", didCompulsion: false } },
  { daysAgo: 32, trigger: "Touch a public doorknob with one fingertip", anxiety: 8, seconds: 120, mood: "better",
    exposure: { rung: 0, feared: "I'll get ill from the germs", likelihood: 70, peak: 8, after: 4, happened: "no", didCompulsion: true } },
  { daysAgo: 28, trigger: "Hold a shopping trolley handle for the whole shop", anxiety: 7, seconds: 180, mood: "same",
    exposure: { rung: 1, feared: "I'll get sick and pass it on to my family", likelihood: 70, peak: 8, after: 5, happened: "no", didCompulsion: false } },
  { daysAgo: 25, trigger: "Hold a shopping trolley handle for the whole shop", anxiety: 7, seconds: 240, mood: "better",
    exposure: { rung: 1, feared: "I'll get sick and pass it on to my family", likelihood: 60, peak: 7, after: 3, happened: "partly", learned: "I felt a bit queasy for a while, and it passed.", didCompulsion: false } },
  { daysAgo: 21, trigger: "Press the lift buttons with a bare finger", anxiety: 6, seconds: 300, mood: "better",
    exposure: { rung: 2, feared: "I'll catch something and have to take time off work", likelihood: 60, peak: 7, after: 3, happened: "no", didCompulsion: false } },
  { daysAgo: 17, trigger: "Using a shared office kettle", anxiety: 6, seconds: 300, mood: "worse" },
  { daysAgo: 13, trigger: "Sit on a bus seat and hold the handrail", anxiety: 5, seconds: 420, mood: "better",
    exposure: { rung: 3, feared: "I'll feel dirty all day and won't be able to think of anything else", likelihood: 70, peak: 7, after: 3, happened: "partly", learned: "The dirty feeling faded by the evening without a shower.", didCompulsion: false } },
  { daysAgo: 9, trigger: "Eat a snack after touching a handrail, without washing", anxiety: 4, seconds: 480, mood: "better",
    exposure: { rung: 4, feared: "I'll get food poisoning", likelihood: 60, peak: 6, after: 2, happened: "no", learned: "I can eat with the doubt still there.", didCompulsion: false } },
  { daysAgo: 5, trigger: "Borrowing a colleague's pen", anxiety: 4, seconds: 600, mood: "better" },
  { daysAgo: 1, trigger: "Touch the kitchen bin lid, then make tea", anxiety: 3, seconds: 600, rung: 5 },
];

// Her journal. The answers are the built-in engine's own, made as the seed runs: the demo shows what the
// app answers, held to the same clinical-language guard (hand-written answers had drifted into
// reassurance: "your hands are clean", "most likely spilled juice").
const THOUGHTS: { daysAgo: number; thought: string }[] = [
  { daysAgo: 34, thought: "I touched the doorknob at the clinic and now my hands are contaminated. I'll get sick if I don't wash right now." },
  { daysAgo: 30, thought: "If I don't sanitize after the supermarket, I could bring something home and make my family ill." },
  { daysAgo: 26, thought: "The cart handle felt sticky. What if it was something dangerous?" },
  { daysAgo: 22, thought: "I washed my hands five times today instead of twelve. It still doesn't feel clean enough." },
  { daysAgo: 18, thought: "My colleague used the kettle after coughing. I can't drink anything from it ever again." },
  { daysAgo: 12, thought: "I sat on the bus without a tissue on the seat and I kept thinking about it all afternoon." },
  { daysAgo: 7, thought: "What if the progress isn't real and I'm just getting lucky?" },
  { daysAgo: 2, thought: "I borrowed a pen at work and only thought about washing once." },
];

// Between sessions (decisions 027, 028, 037): four weeks of the compulsion log, urges easing and more of them let pass.
type LogSeed = { daysAgo: number; hour: number; kind: string; urge: number; outcome: "resisted" | "delayed" | "done"; minutes?: number; note?: string };
const LOG: LogSeed[] = [
  { daysAgo: 27, hour: 8, kind: "washing", urge: 9, outcome: "done", note: "After the bus, washed twice" },
  { daysAgo: 27, hour: 13, kind: "washing", urge: 8, outcome: "done" },
  { daysAgo: 26, hour: 19, kind: "reassurance", urge: 7, outcome: "done", note: "Asked Tom if the towel was clean" },
  { daysAgo: 25, hour: 9, kind: "avoidance", urge: 8, outcome: "done", note: "Took the stairs to avoid the lift buttons" },
  { daysAgo: 24, hour: 12, kind: "washing", urge: 8, outcome: "delayed", minutes: 5 },
  { daysAgo: 22, hour: 18, kind: "washing", urge: 7, outcome: "resisted" },
  { daysAgo: 20, hour: 8, kind: "washing", urge: 7, outcome: "delayed", minutes: 15 },
  { daysAgo: 19, hour: 17, kind: "mental_ritual", urge: 6, outcome: "done", note: "Went over the day's surfaces in my head" },
  { daysAgo: 18, hour: 13, kind: "washing", urge: 7, outcome: "resisted" },
  { daysAgo: 16, hour: 9, kind: "reassurance", urge: 6, outcome: "resisted", note: "Wanted to ask again, didn't" },
  { daysAgo: 15, hour: 19, kind: "washing", urge: 6, outcome: "delayed", minutes: 20 },
  { daysAgo: 13, hour: 8, kind: "avoidance", urge: 6, outcome: "resisted", note: "Pressed the lift button" },
  { daysAgo: 12, hour: 12, kind: "washing", urge: 5, outcome: "resisted" },
  { daysAgo: 11, hour: 18, kind: "washing", urge: 6, outcome: "done" },
  { daysAgo: 9, hour: 14, kind: "washing", urge: 5, outcome: "resisted" },
  { daysAgo: 8, hour: 10, kind: "checking", urge: 4, outcome: "resisted" },
  { daysAgo: 6, hour: 8, kind: "washing", urge: 5, outcome: "delayed", minutes: 30 },
  { daysAgo: 5, hour: 16, kind: "reassurance", urge: 4, outcome: "resisted" },
  { daysAgo: 4, hour: 12, kind: "washing", urge: 4, outcome: "resisted", note: "Lunch straight after the handrail" },
  { daysAgo: 3, hour: 19, kind: "mental_ritual", urge: 4, outcome: "resisted" },
  { daysAgo: 2, hour: 9, kind: "washing", urge: 3, outcome: "resisted" },
  { daysAgo: 1, hour: 13, kind: "washing", urge: 4, outcome: "delayed", minutes: 45 },
];

// Weekly check-ins five weeks running, the total easing from 14 to 8; the latest a week ago, so the
// next one is open for a reviewer to answer.
const CHECK_INS: { daysAgo: number; answers: number[] }[] = [
  { daysAgo: 35, answers: [3, 3, 3, 2, 3] },
  { daysAgo: 28, answers: [3, 2, 3, 2, 3] },
  { daysAgo: 21, answers: [2, 2, 3, 2, 2] },
  { daysAgo: 14, answers: [2, 2, 2, 2, 2] },
  { daysAgo: 7, answers: [2, 1, 2, 1, 2] },
];

/** Maya's practice plan: Monday, Wednesday and Friday at 18:30, London time, as her clinician set it. */
const PLAN = { days: [1, 3, 5], reminderTime: "18:30", timeZone: "Europe/London", status: "active" };

const NOTES: { daysAgo: number; hoursAgo?: number; text: string }[] = [
  {
    daysAgo: 36,
    text: "Assessment: contamination OCD, washing up to 12 times a day. Agreed a ladder starting with public doorknobs. Maya prefers short exposures at first.",
  },
  {
    daysAgo: 14,
    text: "Review: washing down to about 5 times a day. Kettle exposure was hard (mood worse afterwards); we talked it through and kept it on the ladder.",
  },
  {
    daysAgo: 0,
    hoursAgo: 2,
    text: "Next appointment: look at the bin-lid exposure she has not finished yet, and plan a bathroom step.",
  },
];

function usersArg(argv: string[]): number {
  const i = argv.indexOf("--users");
  if (i === -1) return 0;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 0 || n > 5_000_000) throw new Error("--users needs a whole number, e.g. --users 100000");
  return n;
}

type Tx = Prisma.TransactionClient;

function upsertDemoUser(tx: Tx, account: DemoAccount, passwordHash: string, data: Record<string, unknown>) {
  const fields = { email: account.email, passwordHash, role: account.role, ...data };
  return tx.user.upsert({
    where: { usernameKey: usernameKey(account.username) },
    update: fields,
    create: { username: account.username, usernameKey: usernameKey(account.username), ...fields },
  });
}

/** A session's exposure columns (decision 034): the step it practised, and for a finished one what she wrote and rated. */
function exposureColumns(s: (typeof SESSIONS)[number], rungIds: string[]) {
  const e = s.exposure;
  const rung = e?.rung ?? s.rung;
  if (!e) return { rungId: rung === undefined ? null : rungIds[rung]! };
  return {
    rungId: rungIds[e.rung]!,
    expectedOutcome: e.feared,
    expectedLikelihood: e.likelihood,
    anxietyPeak: e.peak,
    anxietyAfter: e.after,
    // A tap near the start at the peak, one halfway down, one near the end.
    ratings: [
      { second: 20, anxiety: e.peak },
      { second: Math.round(s.seconds / 2), anxiety: Math.max(e.after, e.peak - 2) },
      { second: s.seconds - 15, anxiety: e.after + 1 },
    ],
    urges: [{ second: 25 }],
    outcomeHappened: e.happened,
    learned: e.learned ?? null,
    didCompulsion: e.didCompulsion,
  };
}

/**
 * Creates or resets the demo accounts and Maya's history, in one transaction: readers never see half a
 * seed, and a second seed running at the same time waits for the first, then replaces its rows (so
 * the history is never doubled).
 */
export async function seedDemoAccounts() {
  const prisma = await db();
  // Hashed before the transaction: argon2id takes a moment, and the lock should be held briefly.
  const hashes = {
    patient: await hashPassword(DEMO_ACCOUNTS.patient.password),
    newPatient: await hashPassword(DEMO_ACCOUNTS.newPatient.password),
    admin: await hashPassword(DEMO_ACCOUNTS.admin.password),
  };

  // Points, level and bravery exactly as the app would have computed them, session by session.
  const progress = SESSIONS.filter((s) => s.mood).reduce(
    (p, s) => progressAfterSession(p, { anxietyLevel: s.anxiety, didCompulsion: s.exposure?.didCompulsion ?? null }),
    { erpScore: 0, currentLevel: 1, braveryScore: braveryScore(ONBOARDING) },
  );
  const reset = { ocdType: null, primaryTriggers: [], commonCompulsions: [], anxietySeverity: null, readinessLevel: null,
    copingSkills: [], previousErpExperience: null, interferenceLevel: null, avoidanceLevel: null,
    currentLevel: 1, erpScore: 0, braveryScore: 0 };

  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`;
      const patient = await upsertDemoUser(tx, DEMO_ACCOUNTS.patient, hashes.patient, {
        emailVerified: true,
        createdAt: daysAgo(38, 9),
        // Raised by the database's triggers to her newest record as the history below is written (decision 047).
        lastActiveAt: daysAgo(38, 9),
        ...ONBOARDING,
        ...progress,
      });
      const admin = await upsertDemoUser(tx, DEMO_ACCOUNTS.admin, hashes.admin, { emailVerified: true, createdAt: daysAgo(60, 8), lastActiveAt: daysAgo(0, 8), ...reset });
      // Replaced wholesale, so running the seed again leaves the same history (relative to today).
      await tx.erpSession.deleteMany({ where: { userId: patient.id } });
      await tx.thoughtLog.deleteMany({ where: { userId: patient.id } });
      await tx.ladderRung.deleteMany({ where: { userId: { in: [patient.id, admin.id] } } });
      const rungIds: string[] = [];
      for (const [position, r] of LADDER.entries()) {
        const row = await tx.ladderRung.create({
          data: {
            userId: patient.id,
            situation: r.situation,
            compulsionToResist: r.compulsionToResist,
            expectedAnxiety: r.expectedAnxiety,
            position,
            mastered: Boolean(r.mastered),
            masteredAt: r.mastered ? daysAgo(20, 19) : null,
            ...(r.byClinician ? { assignedById: admin.id, assignedAt: daysAgo(4, 10) } : {}),
            createdAt: daysAgo(36, 9),
          },
          select: { id: true },
        });
        rungIds.push(row.id);
      }
      // One step Dr Ortiz suggested that Maya declined (decision 033's amendment): the Treatment tab shows the answer.
      await tx.declinedRung.deleteMany({ where: { userId: patient.id } });
      await tx.declinedRung.create({
        data: {
          userId: patient.id,
          situation: "Leave the house without checking the windows",
          compulsionToResist: "Do not go back to look at them",
          suggestedById: admin.id,
          suggestedAt: daysAgo(9, 10),
          declinedAt: daysAgo(8, 18),
        },
      });
      await tx.erpSession.createMany({
        data: SESSIONS.map((s) => ({
          ...exposureColumns(s, rungIds),
          userId: patient.id,
          trigger: s.trigger,
          anxietyLevel: s.anxiety,
          duration: s.seconds,
          mood: s.mood ?? null,
          completed: Boolean(s.mood),
          createdAt: daysAgo(s.daysAgo),
          completedAt: s.mood ? new Date(daysAgo(s.daysAgo).getTime() + (s.seconds + 120) * 1000) : null,
          // The guidance the built-in engine gives for this trigger, as a new session would have it.
          guidance: localGuidance({
            trigger: s.trigger,
            anxietyLevel: s.anxiety,
            duration: s.seconds,
            ocdType: ONBOARDING.ocdType,
            commonCompulsions: ONBOARDING.commonCompulsions,
            compulsionToResist: s.exposure ? LADDER[s.exposure.rung]?.compulsionToResist : s.rung !== undefined ? LADDER[s.rung]?.compulsionToResist : null,
          }),
        })),
      });
      await tx.thoughtLog.createMany({
        data: THOUGHTS.map((t) => ({ userId: patient.id, thought: t.thought, aiResponse: AiResponse.parse(analyseThought(t.thought, { ocdType: ONBOARDING.ocdType })), createdAt: daysAgo(t.daysAgo, 21) })),
      });
      const newPatient = await upsertDemoUser(tx, DEMO_ACCOUNTS.newPatient, hashes.newPatient, { emailVerified: false, createdAt: daysAgo(0, 8), lastActiveAt: daysAgo(0, 8), ...reset });
      await tx.ladderRung.deleteMany({ where: { userId: newPatient.id } });

      // Between sessions, replaced wholesale like the rest of the history.
      await tx.compulsionEntry.deleteMany({ where: { userId: patient.id } });
      await tx.weeklyCheckIn.deleteMany({ where: { userId: patient.id } });
      await tx.emailDispatch.deleteMany({ where: { userId: { in: [patient.id, newPatient.id, admin.id] } } });
      await tx.practicePlan.deleteMany({ where: { userId: { in: [newPatient.id, admin.id] } } });
      await tx.compulsionEntry.createMany({
        data: LOG.map((e) => ({
          userId: patient.id,
          kind: e.kind,
          urge: e.urge,
          outcome: e.outcome,
          delayMinutes: e.minutes ?? null,
          note: e.note ?? null,
          occurredAt: daysAgo(e.daysAgo, e.hour),
          createdAt: daysAgo(e.daysAgo, e.hour),
        })),
      });
      await tx.weeklyCheckIn.createMany({
        data: CHECK_INS.map((c) => ({ userId: patient.id, answers: c.answers, total: c.answers.reduce((a, b) => a + b, 0), createdAt: daysAgo(c.daysAgo, 20) })),
      });
      // Set four weeks ago, after a week of practising on Wednesdays only: the clinician's view plans each
      // week by the plan in force then (decision 048's amendment).
      const plan = { ...PLAN, setById: admin.id, updatedAt: daysAgo(28, 10) };
      await tx.practicePlan.upsert({ where: { userId: patient.id }, create: { userId: patient.id, ...plan }, update: plan });
      await tx.practicePlanPeriod.deleteMany({ where: { userId: patient.id } });
      await tx.practicePlanPeriod.createMany({
        data: [
          { userId: patient.id, days: [3], activeFrom: daysAgo(35, 10), activeUntil: daysAgo(28, 10) },
          { userId: patient.id, days: PLAN.days, activeFrom: daysAgo(28, 10) },
        ],
      });
      // The plan names the first two steps of her ladder, when the seed has given her one.
      await tx.practicePlanRung.deleteMany({ where: { userId: patient.id } });
      const steps = await tx.ladderRung.findMany({ where: { userId: patient.id }, orderBy: { position: "asc" }, take: 2, select: { id: true } });
      if (steps.length > 0) await tx.practicePlanRung.createMany({ data: steps.map((r, position) => ({ userId: patient.id, rungId: r.id, position })) });
      await tx.userSettings.upsert({ where: { userId: patient.id }, create: { userId: patient.id, timeZone: PLAN.timeZone }, update: { timeZone: PLAN.timeZone } });
      // One check-in three days ago, answered No: Maya shows under 'Needs attention' (decision 047) and in
      // the Treatment tab's safety events. Its thought is not kept, as after the person deleted it.
      await tx.safetyEvent.deleteMany({ where: { userId: patient.id } });
      // The trigger never lowers the time of the latest event: start again from none, as the events do.
      await tx.user.update({ where: { id: patient.id }, data: { lastSafetyEventAt: null } });
      await tx.safetyEvent.create({
        data: { userId: patient.id, source: "thought", level: "check_in", categories: ["wish_dead"], answer: "no", answeredAt: new Date(daysAgo(3, 21).getTime() + 60_000), createdAt: daysAgo(3, 21) },
      });
      // Dr Ortiz's notes on Maya (decision 045): older ones, kept as written, and today's, still hers to change.
      await tx.clinicianNote.deleteMany({ where: { patientId: patient.id } });
      await tx.clinicianNote.createMany({
        data: NOTES.map((n) => ({
          patientId: patient.id,
          authorId: admin.id,
          authorName: admin.username,
          text: n.text,
          createdAt: n.hoursAgo === undefined ? daysAgo(n.daysAgo, 10) : new Date(Date.now() - n.hoursAgo * 60 * 60 * 1000),
        })),
      });
    },
    // A second seed waits for the first one's lock inside its own transaction.
    { maxWait: 30_000, timeout: 120_000 },
  );
  return progress;
}

/** What this run may do: refuse, skip (not a preview), or seed. */
export function seedDecision(argv: string[], e: { NODE_ENV: string; VERCEL_ENV?: string; preview: boolean }): "seed" | "skip" | "refuse" {
  // Published passwords never reach a production deployment on Vercel, whatever the flags.
  if (e.VERCEL_ENV === "production") return argv.includes("--if-preview") ? "skip" : "refuse";
  if (argv.includes("--if-preview")) return e.preview ? "seed" : "skip";
  if (e.NODE_ENV === "production" && !e.preview && !argv.includes("--force")) return "refuse";
  return "seed";
}

async function main() {
  const argv = process.argv.slice(2);
  const e = env();
  const decision = seedDecision(argv, e);
  if (decision === "skip") {
    console.log(`Not a preview deployment (VERCEL_ENV=${e.VERCEL_ENV ?? "unset"}): no demo data seeded.`);
    return;
  }
  if (decision === "refuse") {
    throw new Error("Refusing to seed demo accounts with published passwords in production (self-hosted: pass --force to insist).");
  }
  const synthetic = usersArg(argv);
  const started = Date.now();
  const progress = await seedDemoAccounts();
  console.log("Demo accounts (sign in with the username or e-mail):");
  for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(`  ${role.padEnd(10)} ${a.username.padEnd(14)} ${a.email.padEnd(26)} password: ${a.password}`);
  }
  console.log(`  (Maya: level ${progress.currentLevel}, ERP score ${progress.erpScore}, bravery ${progress.braveryScore})`);
  if (synthetic > 0) {
    const prisma = await db();
    const tag = await insertSyntheticUsers(prisma, synthetic, (done) => process.stdout.write(`\r  synthetic users: ${done}/${synthetic}`));
    await prisma.$executeRawUnsafe(`ANALYZE "User"`);
    console.log(`\n  added ${synthetic} synthetic users (tag ${tag})`);
  }
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// Run as a script (`npm run db:seed`); tests import seedDemoAccounts instead.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    await main();
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  } finally {
    await disconnectDb();
  }
}
