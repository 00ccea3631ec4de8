// Start-up: a broken configuration stops the server with its own error type; a database that is
// down does not (requests answer 503 until it is back).
import { afterEach, describe, expect, it } from "vitest";
import { disconnectDb } from "./db";
import { ConfigurationError, env, resetEnvForTests } from "./env";
import { startup } from "./startup";

const saved = { ...process.env };
afterEach(async () => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
  await disconnectDb();
});

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

describe("configuration errors", () => {
  it("are a type of their own, for invalid values and for production without AUTH_SECRET", () => {
    setEnv({ PORT: "not-a-port" });
    expect(() => env()).toThrow(ConfigurationError);
    setEnv({ PORT: undefined, NODE_ENV: "production", AUTH_SECRET: undefined, NEXT_PHASE: undefined });
    expect(() => env()).toThrow(ConfigurationError);
  });

  it("stop start-up", async () => {
    setEnv({ LOGIN_WINDOW_SECONDS: "-5" });
    await expect(startup()).rejects.toBeInstanceOf(ConfigurationError);
  });

  it("stop start-up on Vercel without DATABASE_URL, before any database is opened", async () => {
    await disconnectDb();
    setEnv({ VERCEL: "1", DATABASE_URL: undefined });
    await expect(startup()).rejects.toThrow(/^DATABASE_URL is not set: /);
    await expect(startup()).rejects.toBeInstanceOf(ConfigurationError);
  });

  it("while an unreachable database does not", async () => {
    await disconnectDb();
    setEnv({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" });
    await expect(startup({ waitForDatabase: true })).resolves.toBeUndefined();
  });
});
