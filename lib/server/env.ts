// The only reader of process.env: one zod schema (env-schema.ts), parsed once, with offline defaults and
// clear errors.
import "server-only";
import { ConfigurationError, isPreview, parseEnv, poolMax, type ParsedEnv } from "./env-schema";

export { ConfigurationError } from "./env-schema";

export type Env = ParsedEnv & {
  appUrl: string;
  authSecret: string;
  /** A pull request's preview deployment on Vercel (VERCEL_ENV=preview). */
  preview: boolean;
  /** Connections in the PostgreSQL pool of this process. */
  poolMax: number;
};

// Used only outside production so `npm run dev` needs no configuration. Production refuses to start without a secret.
const DEV_AUTH_SECRET = "dev-only-secret-change-me-0123456789abcdef";

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const e = parseEnv(process.env);
  const isProd = e.NODE_ENV === "production";
  if (isProd && !e.AUTH_SECRET && !process.env.NEXT_PHASE?.includes("build")) {
    throw new ConfigurationError("AUTH_SECRET must be set in production (e.g. `openssl rand -base64 32`).");
  }
  const vercelUrl = e.VERCEL_URL ? `https://${e.VERCEL_URL}` : undefined;
  cached = {
    ...e,
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    appUrl: (e.APP_URL ?? vercelUrl ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    preview: isPreview(e),
    poolMax: poolMax(e),
  };
  return cached;
}

/** Tests change the environment between files; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
