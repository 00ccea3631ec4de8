import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { applyMigrations, readMigrations } from "./migrations";
import { pgliteMigrationConnection } from "./connections";

describe("migration runner", () => {
  it("applies every migration once, in Prisma's own bookkeeping table", async () => {
    const pglite = await PGlite.create("memory://", { extensions: { pg_trgm } });
    const conn = pgliteMigrationConnection(pglite);
    const names = readMigrations().map((m) => m.name);
    expect(await applyMigrations(conn)).toEqual(names);
    expect(await applyMigrations(conn)).toEqual([]);
    const { rows } = await pglite.query<{ migration_name: string; applied_steps_count: number; checksum: string }>(
      `SELECT migration_name, applied_steps_count, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    expect(rows.every((r) => r.applied_steps_count === 1 && r.checksum.length === 64)).toBe(true);
    await pglite.close();
  });

  it("refuses to go on when a recorded migration never finished", async () => {
    const pglite = await PGlite.create("memory://", { extensions: { pg_trgm } });
    const conn = pgliteMigrationConnection(pglite);
    await applyMigrations(conn);
    await pglite.query(`UPDATE "_prisma_migrations" SET finished_at = NULL`);
    await expect(applyMigrations(conn)).rejects.toThrow(/never finished/);
    await pglite.close();
  });
});
