// The environment's one zod schema and the rules read from it. It reads nothing itself: env.ts hands it
// process.env at run time. The few rules next.config.ts needs (the stop on Vercel without a database, the
// preview's headers) are in env-core.ts, without zod. Nothing in components/ may import lib/server
// (docs/architecture.md).
import { z } from "zod";
import { ConfigurationError, requireDatabaseOnVercel, setValue } from "./env-core";

export { ConfigurationError, isPreview, MISSING_DATABASE_ON_VERCEL } from "./env-core";

const optionalString = z.string().optional().transform(setValue);

/** "a@x.org, @clinic.example" -> ["a@x.org", "@clinic.example"]: whole addresses, or "@domain" for a domain. */
const mailAllowlist = optionalString.transform((v) =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

/** http(s) address, possibly holding the {path} and {commit} placeholders (lib/domain/review-feedback.ts). */
const feedbackUrl = optionalString.refine((v) => {
  if (!v) return true;
  try {
    return ["http:", "https:"].includes(new URL(v.replaceAll("{path}", "p").replaceAll("{commit}", "c")).protocol);
  } catch {
    return false;
  }
}, "must be an http(s) address");

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: optionalString,
  AUTH_SECRET: optionalString,
  DATABASE_URL: optionalString,
  /** A direct (unpooled) URL for migrations: session advisory locks do not survive a transaction-mode pooler. */
  DATABASE_URL_UNPOOLED: optionalString,
  /** Connections per server process; unset: 5 on Vercel (many small instances), 10 elsewhere. */
  DATABASE_POOL_MAX: optionalString.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().min(1).max(100).optional()),
  /**
   * How long a PostgreSQL connection lent to a request may stay silent before it is taken for dead and
   * the request answers 503 (db/connections.ts): a network that drops packets otherwise hangs it for good.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PGLITE_DIR: z.string().default(".data/pglite"),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_MODEL: z.string().default("claude-sonnet-5-5"),
  ANTHROPIC_BASE_URL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalString,
  MAIL_FROM: z.string().default("ERP Companion <no-reply@erp-companion.local>"),
  MAIL_OUTBOX_FILE: z.string().default(".data/mail-outbox.jsonl"),
  /** On previews, the only recipients mail may reach; everything else is held back and logged. */
  PREVIEW_MAIL_ALLOWLIST: mailAllowlist,
  /** On previews, where 'Report a problem with this screen' leads. */
  REVIEW_FEEDBACK_URL: feedbackUrl,
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  // Per account from one address: someone else guessing cannot lock the person out (decision 005, amended).
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  // Per account from all addresses together: guesses spread over many addresses still stop.
  LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  // Windows end within a day: rate-limit rows older than that are swept (limits/rate-limit.ts).
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
  // Sign-ups from one address per window: room for a clinic signing a group up on one network.
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(50),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(3600),
  /** Calls to the AI provider per person per hour; past it the built-in engine answers (nobody is refused). */
  AI_MAX_CALLS_PER_HOUR: z.coerce.number().int().positive().default(30),
  RESEND_VERIFICATION_WAIT_SECONDS: z.coerce.number().int().nonnegative().default(300),
  /** Password-reset e-mails per account, and reset requests per address, per window (decision 023). */
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(3600),
  /**
   * The secret Vercel Cron sends as `Authorization: Bearer …` to GET /api/cron/reminders (decision 038);
   * unset, that route answers 401 to every call.
   */
  CRON_SECRET: optionalString,
  /**
   * The between-session e-mails' timer inside `next dev` / `next start` (once a minute): on unless "0"
   * (it never runs on Vercel, where Vercel Cron calls the job route).
   */
  IN_PROCESS_JOBS: z.enum(["0", "1"]).optional(),
  /** Where people reach the team that runs this installation; unset, the support page says so. */
  SUPPORT_EMAIL: optionalString.pipe(z.email("SUPPORT_EMAIL must be an e-mail address").optional()),
  /** A web page with live chat or a help desk; unset, the support page says there is no live chat. */
  SUPPORT_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: "SUPPORT_URL must be an http(s) address" }).optional()),
  // Set by Vercel itself (system environment variables), at build time and at run time.
  VERCEL: optionalString,
  VERCEL_ENV: optionalString.pipe(z.enum(["production", "preview", "development"]).optional()),
  VERCEL_URL: optionalString,
  VERCEL_GIT_COMMIT_SHA: optionalString,
  /** Proxies in front of the app that append to X-Forwarded-For; 0 = use the TCP peer (decision 052). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** The build's output folder (default .next); the end-to-end tests build a preview into its own. */
  NEXT_DIST_DIR: optionalString,
});

export type ParsedEnv = z.infer<typeof EnvSchema>;

/** Parses a whole environment; invalid values, or Vercel without a database, are a ConfigurationError. */
export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigurationError(`Invalid environment configuration: ${problems}`);
  }
  requireDatabaseOnVercel(parsed.data);
  return parsed.data;
}

/** Small on Vercel, where every function instance has its own pool in front of one database. */
export const poolMax = (e: Pick<ParsedEnv, "DATABASE_POOL_MAX" | "VERCEL">) => e.DATABASE_POOL_MAX ?? (e.VERCEL ? 5 : 10);
