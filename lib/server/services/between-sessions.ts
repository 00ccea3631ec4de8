// The between-sessions summary of one person for the admin user detail (decisions 027, 028, 037):
// the plan, four weeks of the compulsion log in counts, and the latest weekly check-ins, in four
// indexed queries. It authorizes nothing itself: getUserDetail calls it inside its one audited read
// (decision 043).
import "server-only";
import { CHECK_INS_SHOWN, LOG_SUMMARY_DAYS, type BetweenSessionsSummary } from "@/lib/domain/between-sessions";
import type { Db } from "../db";
import { PLAN_SELECT, toPlan } from "./practice-plan";

export async function betweenSessionsSummary(prisma: Db, userId: string, now: Date): Promise<BetweenSessionsSummary> {
  const since = new Date(now.getTime() - LOG_SUMMARY_DAYS * 86_400_000);
  const [plan, groups, checkIns, checkInCount] = await Promise.all([
    prisma.practicePlan.findUnique({ where: { userId }, select: PLAN_SELECT }),
    prisma.compulsionEntry.groupBy({ by: ["outcome"], where: { userId, occurredAt: { gte: since } }, _count: { _all: true }, _sum: { urge: true } }),
    prisma.weeklyCheckIn.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: CHECK_INS_SHOWN, select: { id: true, total: true, createdAt: true } }),
    prisma.weeklyCheckIn.count({ where: { userId } }),
  ]);
  const count = (o: string) => groups.find((g) => g.outcome === o)?._count._all ?? 0;
  const entries = groups.reduce((n, g) => n + g._count._all, 0);
  const urgeSum = groups.reduce((n, g) => n + (g._sum.urge ?? 0), 0);
  return {
    plan: plan && toPlan(plan),
    log: { days: LOG_SUMMARY_DAYS, entries, resisted: count("resisted"), delayed: count("delayed"), done: count("done"), averageUrge: entries ? Math.round((urgeSum / entries) * 10) / 10 : null },
    checkIns: checkIns.map((c) => ({ id: c.id, total: c.total, createdAt: c.createdAt.toISOString() })),
    checkInCount,
  };
}
