// The admin detail and the exposure ladder (decisions 033, 034): the ladder (order, counts, a
// clinician's step, a crisis flag) and the ERP tab's new session fields, in the detail's one audited
// read.
import { describe, expect, it } from "vitest";
import { LadderRungCreate } from "@/lib/domain/ladder-schemas";
import { ErpMoodUpdate, ErpSessionCreate } from "@/lib/domain/erp-schemas";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { getUserDetail } from "./admin";
import { completeErpSession, createErpSession } from "./erp";
import { createLadderRung } from "./ladder";

const NOW = new Date("2026-11-25T12:00:00Z");
const rung = (situation: string, expectedAnxiety: number) => LadderRungCreate.parse({ situation, compulsionToResist: "Do not go back to check.", expectedAnxiety });

describe("the admin detail and the ladder", () => {
  it("shows the ladder in order with counts, who suggested a step, a crisis flag, and the sessions' new fields, as one audited read", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const door = await createLadderRung(actorOf(a), a.id, rung("Lock the door once", 4), NOW);
    await createLadderRung(actorOf(admin), a.id, rung("Leave the kettle plugged in", 7), NOW);
    await createLadderRung(actorOf(a), a.id, rung("I want to die", 5), NOW);
    const { id } = await createErpSession(actorOf(a), ErpSessionCreate.parse({ userId: a.id, trigger: door.situation, anxietyLevel: 5, duration: 60, rungId: door.id, expectedOutcome: "A burglary", expectedLikelihood: 70 }));
    await completeErpSession(actorOf(a), id, ErpMoodUpdate.parse({ mood: "same", anxietyAfter: 3, ratings: [{ second: 20, anxiety: 7 }], outcomeHappened: "no", learned: "I can leave it", didCompulsion: false }), NOW);
    const before = await (await db()).adminAuditLog.count({ where: { targetUserId: a.id, action: "view_user_detail" } });

    const detail = await getUserDetail(actorOf(admin), a.id, { now: NOW });
    expect(detail.ladder.map((r) => [r.situation, r.sessionCount, r.suggestedByClinician, r.crisis])).toEqual([
      ["Lock the door once", 1, false, false],
      ["I want to die", 0, false, true],
      ["Leave the kettle plugged in", 0, true, false],
    ]);
    expect(detail.sessions[0]).toMatchObject({
      rungId: door.id,
      expectedOutcome: "A burglary",
      expectedLikelihood: 70,
      anxietyPeak: 7,
      anxietyAfter: 3,
      ratings: [{ second: 20, anxiety: 7 }],
      outcomeHappened: "no",
      learned: "I can leave it",
      didCompulsion: false,
    });
    expect(await (await db()).adminAuditLog.count({ where: { targetUserId: a.id, action: "view_user_detail" } })).toBe(before + 1);
  });
});
