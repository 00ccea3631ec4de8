// Thought logs: the person writes their own, the owner or an admin reads them (admin reads audited).
import "server-only";
import { AiResponse, type ThoughtCreate, type ThoughtLog } from "@/lib/domain/thoughts";
import { db } from "../db";
import { notFound } from "../errors";
import { log } from "../log";
import { analyseThoughtWithAi } from "../ai/thought-analysis";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { aiBudget } from "../limits/ai-budget";

/** Upper bound of one list answer: years of daily logs, still a bounded response. */
export const THOUGHT_LIST_LIMIT = 500;

const SELECT = { id: true, userId: true, thought: true, createdAt: true, aiResponse: true } as const;

type Row = { id: string; userId: string; thought: string; createdAt: Date; aiResponse: unknown };

function toThoughtLog(row: Row): ThoughtLog {
  // Parsed so that rows written before a field existed still meet the contract (defaults fill in).
  return { id: row.id, userId: row.userId, thought: row.thought, createdAt: row.createdAt.toISOString(), aiResponse: AiResponse.parse(row.aiResponse) };
}

export async function createThoughtLog(actor: Actor, input: ThoughtCreate): Promise<ThoughtLog> {
  assertSelf(actor, input.userId);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { ocdType: true } });
  if (!user) throw notFound("User not found");
  const { value, provider } = await analyseThoughtWithAi(input.thought, { ocdType: user.ocdType }, aiBudget(input.userId));
  const row = await prisma.thoughtLog.create({
    data: { userId: input.userId, thought: input.thought, aiResponse: value, aiProvider: provider },
    select: SELECT,
  });
  if (value.crisis) log.warn("thought.crisis_resources_shown", { thoughtLogId: row.id, provider });
  return toThoughtLog(row);
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
