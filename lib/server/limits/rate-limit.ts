// Rate limits counted in the database, so every server instance agrees: each counted action is a row
// keyed by what it limits (an account, an address, a user's AI calls). A hit is recorded before the
// action runs, so a burst of parallel requests cannot all slip past the count; a refused hit is taken
// back, or a steady stream of refusals would keep the window from ever ending.
import "server-only";
import { db } from "../db";
import { AppError } from "../errors";

export interface Limit {
  key: string;
  /** Hits allowed inside the window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

export interface Recorded {
  /** The rows just written, for forgetHits after a success that should not count. */
  ids: bigint[];
  /** Seconds until the fullest window has room again; null when every limit allowed the hit. */
  retryAfter: number | null;
}

const DAY_MS = 86_400_000;

/** Records one hit on every limit's key, then checks them all; refused hits are withdrawn at once. */
export async function recordHits(limits: Limit[], now = new Date()): Promise<Recorded> {
  const prisma = await db();
  const created = await prisma.$transaction(
    limits.map((l) => prisma.rateLimitHit.create({ data: { key: l.key, createdAt: now }, select: { id: true } })),
  );
  const ids = created.map((row) => row.id);
  const since = (l: Limit) => new Date(now.getTime() - l.windowSeconds * 1000);
  const counts = await prisma.rateLimitHit.groupBy({
    by: ["key"],
    where: { OR: limits.map((l) => ({ key: l.key, createdAt: { gt: since(l) } })) },
    _count: { _all: true },
  });
  let retryAfter: number | null = null;
  for (const limit of limits) {
    const count = counts.find((c) => c.key === limit.key)?._count._all ?? 0;
    if (count <= limit.max) continue;
    // One more hit fits once at most max - 1 of the others are left in the window: usually that
    // means the oldest leaving, but more when parallel hits or a lowered limit put the key over.
    const others = count - 1;
    const blocking = await prisma.rateLimitHit.findFirst({
      where: { key: limit.key, createdAt: { gt: since(limit) }, id: { notIn: ids } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: others - limit.max,
      select: { createdAt: true },
    });
    const leaves = (blocking?.createdAt ?? now).getTime() + limit.windowSeconds * 1000;
    retryAfter = Math.max(retryAfter ?? 0, Math.max(1, Math.ceil((leaves - now.getTime()) / 1000)));
  }
  if (retryAfter !== null) await prisma.rateLimitHit.deleteMany({ where: { id: { in: ids } } });
  // Keep the table small: roughly one call in fifty sweeps rows older than a day (no window is longer).
  if (Math.random() < 0.02) await prisma.rateLimitHit.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - DAY_MS) } } });
  return { ids, retryAfter };
}

/** Takes back the given hits, and clears whole keys (a successful sign-in clears its account's failures). */
export async function forgetHits(ids: bigint[], keys: string[] = []): Promise<void> {
  const prisma = await db();
  await prisma.rateLimitHit.deleteMany({ where: { OR: [{ id: { in: ids } }, { key: { in: keys } }] } });
}

/** 429 with Retry-After, and the wait in the message in whole minutes. */
export function rateLimited(what: string, retryAfter: number): AppError {
  return new AppError(
    "rate_limited",
    `${what} Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`,
    { retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}
