// The only reader of process.env: one zod schema, parsed once, with offline defaults and clear errors.
import "server-only";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: optionalString,
  AUTH_SECRET: optionalString,
  DATABASE_URL: optionalString,
  PGLITE_DIR: z.string().default(".data/pglite"),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_MODEL: z.string().default("claude-sonnet-5-5"),
  ANTHROPIC_BASE_URL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalString,
  MAIL_FROM: z.string().default("ERP Companion <no-reply@erp-companion.local>"),
  MAIL_OUTBOX_FILE: z.string().default(".data/mail-outbox.jsonl"),
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  // Windows end within a day: rate-limit rows older than that are swept (limits/rate-limit.ts).
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
  // Sign-ups from one address per window: room for a clinic signing a group up on one network.
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(50),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(3600),
  /** Calls to the AI provider per person per hour; past it the built-in engine answers (nobody is refused). */
  AI_MAX_CALLS_PER_HOUR: z.coerce.number().int().positive().default(30),
  RESEND_VERIFICATION_WAIT_SECONDS: z.coerce.number().int().nonnegative().default(300),
  VERCEL: optionalString,
  /** Proxies in front of the app that append to X-Forwarded-For; 0 = use the TCP peer (decision 052). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
});

/** The environment is unusable: the server must not start (every other start-up failure keeps serving). */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

export type Env = z.infer<typeof EnvSchema> & { appUrl: string; authSecret: string };

// Used only outside production so `npm run dev` needs no configuration. Production refuses to start without a secret.
const DEV_AUTH_SECRET = "dev-only-secret-change-me-0123456789abcdef";

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigurationError(`Invalid environment configuration: ${problems}`);
  }
  const e = parsed.data;
  const isProd = e.NODE_ENV === "production";
  if (isProd && !e.AUTH_SECRET && !process.env.NEXT_PHASE?.includes("build")) {
    throw new ConfigurationError("AUTH_SECRET must be set in production (e.g. `openssl rand -base64 32`).");
  }
  const vercelUrl = process.env.VERCEL_URL ? `https://${process.env.VERCEL_URL}` : undefined;
  cached = {
    ...e,
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    appUrl: (e.APP_URL ?? vercelUrl ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
  };
  return cached;
}

/** Tests change the environment between files; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
