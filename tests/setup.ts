// Gives every test file its own empty database and outbox, so nothing is shared between files.
import { afterAll, beforeAll } from "vitest";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";

const testDbUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

process.env.LOG_SILENT ??= "1";
process.env.MAIL_OUTBOX_FILE = path.join(tmpdir(), `erp-outbox-${randomUUID()}.jsonl`);
delete process.env.RESEND_API_KEY;
delete process.env.ANTHROPIC_API_KEY;

beforeAll(async () => {
  const { resetEnvForTests } = await import("@/lib/server/env");
  const { disconnectDb } = await import("@/lib/server/db");
  await disconnectDb();
  if (testDbUrl) {
    const { default: pg } = await import("pg");
    databaseName = `erp_test_${randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: testDbUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    await admin.end();
    const url = new URL(testDbUrl);
    url.pathname = `/${databaseName}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
  }
  resetEnvForTests();
});

afterAll(async () => {
  const { disconnectDb } = await import("@/lib/server/db");
  await disconnectDb();
  if (testDbUrl && databaseName) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: testDbUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
});
