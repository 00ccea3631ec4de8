// Counts the SQL statements a piece of code sends to the database, each one a round trip, on
// whichever database the tests run: embedded PGlite, or PostgreSQL through node-postgres
// (TEST_DATABASE_URL). A transaction counts one more for its BEGIN and COMMIT.
import { vi } from "vitest";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import pg from "pg";

type AnyFunction = (...args: unknown[]) => unknown;

export async function statementsSentBy(work: () => Promise<unknown>): Promise<number> {
  let sent = 0;
  /** The same method, counting its calls (the originals are kept: a spy cannot call through itself). */
  const counting = (original: AnyFunction) =>
    function (this: unknown, ...args: unknown[]) {
      sent++;
      return original.apply(this, args);
    };
  const pgQuery = pg.Client.prototype.query as AnyFunction;
  const pgliteQuery = PGlite.prototype.query as AnyFunction;
  const pgliteTransaction = PGlite.prototype.transaction;
  const spies = [
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(counting(pgQuery) as never),
    vi.spyOn(PGlite.prototype, "query").mockImplementation(counting(pgliteQuery) as never),
    // PGlite runs a transaction's statements through the transaction object, not its own query method.
    vi.spyOn(PGlite.prototype, "transaction").mockImplementation(function (this: PGlite, callback: (tx: Transaction) => Promise<unknown>) {
      sent++;
      const counted = (tx: Transaction) =>
        new Proxy(tx, { get: (target, key) => (key === "query" || key === "exec" ? counting(target[key] as AnyFunction).bind(target) : Reflect.get(target, key)) });
      return pgliteTransaction.call(this, (tx) => callback(counted(tx)));
    } as never),
  ];
  try {
    await work();
    return sent;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
