// Thought logs: the person writes their own (risk-assessed first, decision 013); the owner or an admin
// reads them (admin reads audited).
import "server-only";
import { AiResponse, type ThoughtCreate, type ThoughtLog, type ThoughtLogCreated } from "@/lib/domain/thoughts";
import { db } from "../db";
import { notFound } from "../errors";
import { answerThought } from "../ai/thoughts/analysis";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { aiBudget } from "../limits/ai-budget";
import { LOOP_WINDOW_MS } from "../safety/reassurance-loop";
import { recordSafetyEvent, riskSummary, toSafetyCheck } from "./safety";

/** Upper bound of one list answer: years of daily logs, still a bounded response. */
export const THOUGHT_LIST_LIMIT = 500;
/** Earlier thoughts compared for a reassurance loop: far more than a loop needs. */
const LOOP_LOOKBACK = 20;

const SELECT = {
  id: true,
  userId: true,
  thought: true,
  createdAt: true,
  aiResponse: true,
  safetyEvent: { select: { id: true, level: true, answer: true } },
} as const;

type Row = {
  id: string;
  userId: string;
  thought: string;
  createdAt: Date;
  aiResponse: unknown;
  safetyEvent: { id: string; level: string; answer: string | null } | null;
};

function toThoughtLog(row: Row): ThoughtLog {
  return {
    id: row.id,
    userId: row.userId,
    thought: row.thought,
    createdAt: row.createdAt.toISOString(),
    // Parsed so that rows written before a field existed still meet the contract (defaults fill in).
    aiResponse: AiResponse.parse(row.aiResponse),
    checkIn: toSafetyCheck(row.safetyEvent),
  };
}

export async function createThoughtLog(actor: Actor, input: ThoughtCreate, country: string | null = null, now = new Date()): Promise<ThoughtLogCreated> {
  assertSelf(actor, input.userId);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { ocdType: true } });
  if (!user) throw notFound("User not found");
  const recent = await prisma.thoughtLog.findMany({
    where: { userId: input.userId, createdAt: { gte: new Date(now.getTime() - LOOP_WINDOW_MS) } },
    orderBy: { createdAt: "desc" },
    take: LOOP_LOOKBACK,
    select: { thought: true },
  });
  const answer = await answerThought(
    input.thought,
    { ocdType: user.ocdType, country, recentThoughts: recent.map((r) => r.thought) },
    aiBudget(input.userId),
  );
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.thoughtLog.create({
      data: { userId: input.userId, thought: input.thought, aiResponse: answer.value, heldResponse: answer.held ?? undefined, aiProvider: answer.provider, createdAt: now },
      select: { id: true },
    });
    await recordSafetyEvent(tx, { userId: input.userId, source: "thought", assessment: answer.assessment, thoughtLogId: created.id });
    return tx.thoughtLog.findUniqueOrThrow({ where: { id: created.id }, select: SELECT });
  });
  return { ...toThoughtLog(row), risk: riskSummary(answer.assessment) };
}

export async function listThoughtLogs(actor: Actor, userId: string): Promise<ThoughtLog[]> {
  await authorizeRead(actor, userId, "view_thought_logs");
  const prisma = await db();
  const rows = await prisma.thoughtLog.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: THOUGHT_LIST_LIMIT,
    select: SELECT,
  });
  return rows.map(toThoughtLog);
}

/** The newest log, or null when the person has not logged a thought yet (an ordinary state, not an error). */
export async function latestThoughtLog(actor: Actor, userId: string): Promise<ThoughtLog | null> {
  await authorizeRead(actor, userId, "view_thought_logs");
  const prisma = await db();
  const row = await prisma.thoughtLog.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SELECT });
  return row && toThoughtLog(row);
}
