// The hottest reads and writes cost the round trips decision 059 gives them, whatever the ORM would do
// by default: a relation selected on a new row, for one, turns one INSERT into a transaction and two
// reads back. Counted below the ORM, at the database driver.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { statementsSentBy } from "@/tests/statements";
import { createCompulsionEntry, listCompulsionEntries } from "./compulsions";
import { listErpSessions } from "./erp";
import { createThoughtLog, latestThoughtLog, listThoughtLogs } from "./thoughts";
import { getSessionColumns } from "./users";

describe("round trips to the database", () => {
  let person: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    await db();
    person = await createUser({ complete: true });
    await createThoughtLog(actorOf(person), { userId: person.id, thought: "What if I left the stove on?" });
    await createCompulsionEntry(actorOf(person), person.id, { kind: "checking", urge: 6, outcome: "resisted", note: null });
  });

  it("checks an API request's session in one statement", async () => {
    expect(await statementsSentBy(() => getSessionColumns(person.id))).toBe(1);
  });

  it("logs a thought in two: what answering needs (profile, saved country, recent thoughts), then the INSERT", async () => {
    const sent = await statementsSentBy(() => createThoughtLog(actorOf(person), { userId: person.id, thought: "Did I lock the back door?" }));
    expect(sent).toBe(2);
  });

  it("logs a compulsion without a note in one INSERT", async () => {
    expect(await statementsSentBy(() => createCompulsionEntry(actorOf(person), person.id, { kind: "checking", urge: 4, outcome: "delayed", delayMinutes: 10, note: null }))).toBe(1);
  });

  it("reads a page of the journal, the log or the ERP sessions, or the latest thought, safety events included, in one", async () => {
    expect(await statementsSentBy(() => listThoughtLogs(actorOf(person), person.id))).toBe(1);
    expect(await statementsSentBy(() => listCompulsionEntries(actorOf(person), person.id))).toBe(1);
    expect(await statementsSentBy(() => listErpSessions(actorOf(person), person.id))).toBe(1);
    expect(await statementsSentBy(() => latestThoughtLog(actorOf(person), person.id))).toBe(1);
  });
});
