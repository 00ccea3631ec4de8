// The few rules of the environment that next.config.ts needs, read without zod: Next loads that file on
// every `next start` too, through a hook that compiles each file it requires, which made the whole schema
// (env-schema.ts, which builds on this module) cost about 0.4 s of every start (decision 059, amendment of
// 2026-11-30). The whole environment is checked where it is used: by instrumentation.ts when the server
// starts, and by `npm run db:migrate`, the first step of a Vercel build. No `server-only` here, for the
// reason env-schema.ts gives.

/** The environment is unusable: the server must not start (every other start-up failure keeps serving). */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

/** One line, for the build log and the server log alike. */
export const MISSING_DATABASE_ON_VERCEL =
  "DATABASE_URL is not set: on Vercel the app needs a PostgreSQL database (the embedded one cannot run on Vercel's read-only disk). " +
  "Set DATABASE_URL (pooled) and DATABASE_URL_UNPOOLED for this environment in the Vercel project's settings, e.g. through the Neon integration.";

/** An environment variable's value, or undefined when it is unset or blank (the schema's optionalString reads them alike). */
export const setValue = (v: string | undefined): string | undefined => (v && v.trim() !== "" ? v.trim() : undefined);

/** On Vercel without a database nothing may start: a ConfigurationError with the one line above. */
export function requireDatabaseOnVercel(source: { VERCEL?: string; DATABASE_URL?: string }): void {
  if (setValue(source.VERCEL) && !setValue(source.DATABASE_URL)) throw new ConfigurationError(MISSING_DATABASE_ON_VERCEL);
}

/** A pull request's preview deployment on Vercel: demo data, the banner, mail held back, noindex. */
export const isPreview = (e: { VERCEL_ENV?: string }) => setValue(e.VERCEL_ENV) === "preview";
