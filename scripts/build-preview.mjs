// Builds the app as Vercel builds a pull request's preview (VERCEL=1, VERCEL_ENV=preview) into its own
// folder beside the main build, for the end-to-end tests of a preview (e2e/vercel/preview.spec.ts).
// Headers are fixed at build time, so only a preview build answers noindex (decision 055).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";

export const PREVIEW_DIST_DIR = ".next-preview";

/** True when there is no preview build, or it is older than the main build. */
export function previewBuildStale() {
  const preview = `${PREVIEW_DIST_DIR}/BUILD_ID`;
  if (!existsSync(preview)) return true;
  return existsSync(".next/BUILD_ID") && statSync(preview).mtimeMs < statSync(".next/BUILD_ID").mtimeMs;
}

export function buildPreview(env = process.env) {
  // Next points next-env.d.ts at the folder it builds into; the type check keeps reading .next's.
  const nextEnv = existsSync("next-env.d.ts") ? readFileSync("next-env.d.ts", "utf8") : null;
  try {
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
      env: {
        ...env,
        NEXT_TELEMETRY_DISABLED: "1",
        VERCEL: "1",
        VERCEL_ENV: "preview",
        NEXT_DIST_DIR: PREVIEW_DIST_DIR,
        // Required on Vercel (the build stops without it); `next build` itself never connects.
        DATABASE_URL: "postgresql://build@127.0.0.1:1/not-used-by-next-build",
      },
    });
  } finally {
    if (nextEnv === null) rmSync("next-env.d.ts", { force: true });
    else writeFileSync("next-env.d.ts", nextEnv);
  }
}
