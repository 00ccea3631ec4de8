// The read rule every service shares: the person, or an admin (audited); other users 403; an unknown
// id 404 for an admin on every read, with no audit row naming a user who does not exist.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { actorOf, createUser } from "@/tests/factories";
import { db } from "@/lib/server/db";
import { getUserDetail } from "@/lib/server/services/admin";
import { listErpSessions } from "@/lib/server/services/erp";
import { latestThoughtLog, listThoughtLogs } from "@/lib/server/services/thoughts";
import { getUserProfile } from "@/lib/server/services/users";
import type { Actor } from "./access";

const READS: [string, (actor: Actor, userId: string) => Promise<unknown>][] = [
  ["profile", getUserProfile],
  ["thought logs", listThoughtLogs],
  ["latest thought log", latestThoughtLog],
  ["ERP sessions", (actor, id) => listErpSessions(actor, id)],
  ["admin detail", getUserDetail],
];

const statusOf = (p: Promise<unknown>) => p.then(() => 200, (e: { status?: number }) => e.status ?? 500);

describe("reading a person's records", () => {
  it.each(READS)("%s: an admin asking about an unknown id gets 404 and nothing is audited", async (_name, read) => {
    const admin = await createUser({ role: "admin" });
    const ghost = randomUUID();
    expect(await statusOf(read(actorOf(admin), ghost))).toBe(404);
    expect(await (await db()).adminAuditLog.count({ where: { targetUserId: ghost } })).toBe(0);
  });

  it.each(READS.filter(([name]) => name !== "admin detail"))("%s: the person reads without audit, another user is refused", async (_name, read) => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    expect(await statusOf(read(actorOf(a), a.id))).toBe(200);
    expect(await statusOf(read(actorOf(b), a.id))).toBe(403);
    expect(await statusOf(read(actorOf(b), randomUUID()))).toBe(403); // an unknown id tells a non-admin nothing
    expect(await (await db()).adminAuditLog.count({ where: { targetUserId: a.id } })).toBe(0);
  });

  it.each(READS)("%s: an admin's read of someone else is audited once", async (_name, read) => {
    const admin = await createUser({ role: "admin" });
    const a = await createUser({ complete: true });
    expect(await statusOf(read(actorOf(admin), a.id))).toBe(200);
    expect(await (await db()).adminAuditLog.count({ where: { targetUserId: a.id, adminId: admin.id } })).toBe(1);
  });
});
