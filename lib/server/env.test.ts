// The environment schema: what Vercel requires, what a preview is, the pool size, and the preview's
// own variables, each refused with a ConfigurationError when unusable.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { requireDatabaseOnVercel } from "./env-core";
import { ConfigurationError, isPreview, MISSING_DATABASE_ON_VERCEL, parseEnv } from "./env-schema";
import { env, resetEnvForTests } from "./env";

// Taken after tests/setup.ts has pointed DATABASE_URL (or PGLITE_DIR) at this file's own database.
let saved: NodeJS.ProcessEnv;
beforeAll(() => {
  saved = { ...process.env };
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
});

function envWith(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  return env();
}

const PG = "postgresql://app@db.example.test/erp";

describe("on Vercel", () => {
  it("a database is required: without DATABASE_URL the configuration error says what to set, in one line", () => {
    for (const missing of [undefined, "", "   "]) {
      expect(() => envWith({ VERCEL: "1", DATABASE_URL: missing })).toThrow(ConfigurationError);
    }
    expect(() => parseEnv({ VERCEL: "1" })).toThrow(MISSING_DATABASE_ON_VERCEL);
    expect(MISSING_DATABASE_ON_VERCEL).not.toContain("\n");
    expect(MISSING_DATABASE_ON_VERCEL).toMatch(/^DATABASE_URL is not set: .*Set DATABASE_URL \(pooled\) and DATABASE_URL_UNPOOLED/);
    expect(envWith({ VERCEL: "1", DATABASE_URL: PG }).DATABASE_URL).toBe(PG);
  });

  it("next.config.ts's own reading (env-core, without zod) gives the schema's answers", () => {
    const stops = (check: () => unknown) => {
      try {
        check();
        return false;
      } catch {
        return true;
      }
    };
    for (const DATABASE_URL of [undefined, "", "   ", PG]) {
      const source = { VERCEL: "1", DATABASE_URL };
      expect(stops(() => requireDatabaseOnVercel(source))).toBe(stops(() => parseEnv(source)));
    }
    expect(() => requireDatabaseOnVercel({ VERCEL: "1", DATABASE_URL: " " })).toThrow(MISSING_DATABASE_ON_VERCEL);
    expect(() => requireDatabaseOnVercel({ VERCEL: " ", DATABASE_URL: undefined })).not.toThrow();
    for (const VERCEL_ENV of ["preview", " preview ", "production", undefined]) {
      expect(isPreview({ VERCEL_ENV })).toBe(isPreview(parseEnv({ VERCEL_ENV, VERCEL: "1", DATABASE_URL: PG })));
    }
    expect(isPreview({ VERCEL_ENV: " preview " })).toBe(true);
  });

  it("off Vercel, no DATABASE_URL still means the embedded database", () => {
    expect(envWith({ VERCEL: undefined, DATABASE_URL: undefined }).DATABASE_URL).toBeUndefined();
  });

  it("the pool is small by default (5), 10 elsewhere, and DATABASE_POOL_MAX sets it", () => {
    expect(envWith({ VERCEL: "1", DATABASE_URL: PG, DATABASE_POOL_MAX: undefined }).poolMax).toBe(5);
    expect(envWith({ VERCEL: undefined, DATABASE_POOL_MAX: undefined }).poolMax).toBe(10);
    expect(envWith({ VERCEL: "1", DATABASE_URL: PG, DATABASE_POOL_MAX: "2" }).poolMax).toBe(2);
    expect(envWith({ VERCEL: undefined, DATABASE_POOL_MAX: "" }).poolMax).toBe(10);
    for (const bad of ["0", "-1", "2.5", "many", "101"]) {
      expect(() => envWith({ DATABASE_POOL_MAX: bad }), bad).toThrow(ConfigurationError);
    }
  });

  it("a connection in use may stay silent 10 s by default before the request answers 503", () => {
    expect(envWith({ DATABASE_QUERY_TIMEOUT_MS: undefined }).DATABASE_QUERY_TIMEOUT_MS).toBe(10_000);
    expect(envWith({ DATABASE_QUERY_TIMEOUT_MS: "2500" }).DATABASE_QUERY_TIMEOUT_MS).toBe(2_500);
    for (const bad of ["0", "99", "soon", "600001"]) {
      expect(() => envWith({ DATABASE_QUERY_TIMEOUT_MS: bad }), bad).toThrow(ConfigurationError);
    }
  });

  it("the public address defaults to the deployment's own", () => {
    expect(envWith({ VERCEL: "1", DATABASE_URL: PG, APP_URL: undefined, VERCEL_URL: "erp-git-x-team.vercel.app" }).appUrl).toBe("https://erp-git-x-team.vercel.app");
  });
});

describe("a preview", () => {
  it("is VERCEL_ENV=preview, and nothing else", () => {
    expect(envWith({ VERCEL: "1", DATABASE_URL: PG, VERCEL_ENV: "preview" }).preview).toBe(true);
    for (const other of ["production", "development", undefined]) {
      expect(envWith({ VERCEL: "1", DATABASE_URL: PG, VERCEL_ENV: other }).preview, String(other)).toBe(false);
    }
    expect(() => envWith({ VERCEL_ENV: "staging" })).toThrow(ConfigurationError);
  });

  it("reads the mail allowlist as lower-cased addresses and @domains", () => {
    expect(envWith({ PREVIEW_MAIL_ALLOWLIST: " Reviewer@Clinic.example , @Team.example,, " }).PREVIEW_MAIL_ALLOWLIST).toEqual(["reviewer@clinic.example", "@team.example"]);
    expect(envWith({ PREVIEW_MAIL_ALLOWLIST: undefined }).PREVIEW_MAIL_ALLOWLIST).toEqual([]);
  });

  it("takes an http(s) feedback address, with or without the {path} and {commit} placeholders", () => {
    const github = "https://github.com/acme/erp/issues/new?title=Preview&body=Screen%20{path}%20at%20{commit}";
    expect(envWith({ REVIEW_FEEDBACK_URL: github }).REVIEW_FEEDBACK_URL).toBe(github);
    expect(envWith({ REVIEW_FEEDBACK_URL: "https://forms.example/f/1" }).REVIEW_FEEDBACK_URL).toBe("https://forms.example/f/1");
    for (const bad of ["javascript:alert(1)", "not a url", "ftp://files.example/x"]) {
      expect(() => envWith({ REVIEW_FEEDBACK_URL: bad }), bad).toThrow(ConfigurationError);
    }
  });
});

// The support contacts come from configuration: unset means "not set up" (the support page says so),
// and a value that is not an address stops the server instead of showing a broken link.
describe("SUPPORT_EMAIL and SUPPORT_URL", () => {
  it("are absent when unset or blank", () => {
    const e = envWith({ SUPPORT_EMAIL: undefined, SUPPORT_URL: "  " });
    expect(e.SUPPORT_EMAIL).toBeUndefined();
    expect(e.SUPPORT_URL).toBeUndefined();
  });

  it("are read, trimmed, when they are an e-mail address and an http(s) address", () => {
    const e = envWith({ SUPPORT_EMAIL: " help@clinic.example ", SUPPORT_URL: "https://clinic.example/chat" });
    expect(e.SUPPORT_EMAIL).toBe("help@clinic.example");
    expect(e.SUPPORT_URL).toBe("https://clinic.example/chat");
  });

  it("refuse anything else with a ConfigurationError naming the variable", () => {
    expect(() => envWith({ SUPPORT_EMAIL: "not an address", SUPPORT_URL: undefined })).toThrow(ConfigurationError);
    expect(() => envWith({ SUPPORT_EMAIL: undefined, SUPPORT_URL: "javascript:alert(1)" })).toThrow(/SUPPORT_URL/);
  });
});
