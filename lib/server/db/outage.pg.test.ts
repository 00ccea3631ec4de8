// Reliability when PostgreSQL goes away mid-use: requests answer 503 quickly with a clear message,
// nothing hangs, and the app recovers by itself when the database returns. PostgreSQL tier only.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "@/tests/tcp-proxy";
import { db, disconnectDb } from ".";
import { resetEnvForTests } from "../env";
import { errorResponse } from "../http/route";
import { getSessionColumns, getUserRow } from "../services/users";

let proxy: TcpProxy;
let directUrl: string;

async function timed<T>(fn: () => Promise<T>) {
  const started = Date.now();
  try {
    const value = await fn(); // awaited before the time is read
    return { ms: Date.now() - started, value, error: undefined };
  } catch (error) {
    return { ms: Date.now() - started, value: undefined, error };
  }
}

beforeAll(async () => {
  directUrl = process.env.DATABASE_URL!;
  const target = new URL(directUrl);
  proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  const viaProxy = new URL(directUrl);
  viaProxy.port = String(proxy.port);
  await disconnectDb();
  process.env.DATABASE_URL = viaProxy.toString();
  resetEnvForTests();
});

afterAll(async () => {
  await disconnectDb();
  await proxy.close();
  process.env.DATABASE_URL = directUrl;
  resetEnvForTests();
});

describe("database outage", () => {
  it("answers 503 within 2 s while PostgreSQL is down, and recovers when it returns", async () => {
    expect(await getUserRow(randomUUID())).toBeNull(); // connected and migrated through the proxy

    await proxy.stop();
    // Prisma's queries and the session check, which goes to the driver without Prisma.
    for (const read of [getUserRow, getUserRow, getSessionColumns]) {
      const attempt = await timed(() => read(randomUUID()));
      expect(attempt.error, "a query must fail, not hang").toBeDefined();
      expect(attempt.ms).toBeLessThan(2_000);
      const res = errorResponse(attempt.error);
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe("The service is temporarily unavailable. Please try again in a moment.");
    }

    await proxy.start();
    const recovered = await timed(() => getUserRow(randomUUID()));
    expect(recovered.error).toBeUndefined();
  });

  it("starts while the database is down (503) and connects once it is back", async () => {
    await disconnectDb();
    await proxy.stop();
    const first = await timed(() => db());
    expect(first.error).toBeDefined();
    expect(first.ms).toBeLessThan(2_500);
    expect(errorResponse(first.error).status).toBe(503);

    await proxy.start();
    expect(await getUserRow(randomUUID())).toBeNull();
  });

  it("answers 503 when a connection in use goes silent, and serves again once the network is back", async () => {
    await disconnectDb();
    process.env.DATABASE_QUERY_TIMEOUT_MS = "300";
    resetEnvForTests();
    try {
      expect(await getUserRow(randomUUID())).toBeNull(); // connected (and migrated) through the proxy

      // A lone query, the session check (the driver beside Prisma), and a transaction that was already
      // under way when the network went quiet; each on a connection that was open and working.
      const inTransaction = (id: string) =>
        db().then((prisma) =>
          prisma.$transaction(async (tx) => {
            await tx.user.findUnique({ where: { id } });
            proxy.silence();
            return tx.user.findUnique({ where: { id } });
          }),
        );
      const silenceFirst = (read: (id: string) => Promise<unknown>) => (id: string) => (proxy.silence(), read(id));
      for (const read of [silenceFirst(getUserRow), silenceFirst(getSessionColumns), inTransaction]) {
        proxy.resume();
        expect(await getUserRow(randomUUID())).toBeNull(); // the pool holds a working connection again
        const attempt = await timed(() => read(randomUUID()));
        expect(attempt.error, "a query must fail, not hang").toBeDefined();
        expect(attempt.ms).toBeLessThan(2_000);
        expect(errorResponse(attempt.error).status).toBe(503);
      }

      proxy.resume();
      // No silent connection went back into the pool: the next reads all succeed.
      for (let i = 0; i < 3; i++) expect(await getUserRow(randomUUID())).toBeNull();
    } finally {
      delete process.env.DATABASE_QUERY_TIMEOUT_MS;
      proxy.resume();
      await disconnectDb();
      resetEnvForTests();
    }
  });

  it("answers 503 within 2 s when the database accepts connections but never answers", async () => {
    // node-postgres reports this connect timeout as a plain Error: the pool gives it a type (db/connections.ts).
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const url = new URL(directUrl);
    url.port = String((silent.address() as net.AddressInfo).port);
    await disconnectDb();
    process.env.DATABASE_URL = url.toString();
    process.env.VERCEL = "1"; // skip the start-up migrations: the query itself must time out
    resetEnvForTests();
    try {
      for (const read of [getUserRow, getSessionColumns]) {
        const attempt = await timed(() => read(randomUUID()));
        expect(attempt.error).toBeDefined();
        expect(attempt.ms).toBeLessThan(2_000);
        expect(errorResponse(attempt.error).status).toBe(503);
      }
    } finally {
      delete process.env.VERCEL;
      await disconnectDb();
      for (const socket of sockets) socket.destroy();
      silent.close();
      const viaProxy = new URL(directUrl);
      viaProxy.port = String(proxy.port);
      process.env.DATABASE_URL = viaProxy.toString();
      resetEnvForTests();
    }
  });
});
