// `npm run test:e2e`: builds if needed (the app, and a preview build beside it), resets the e2e database
// and outbox, runs Playwright.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { buildPreview, previewBuildStale } from "./build-preview.mjs";
import { findChromium } from "./find-chromium.mjs";

const env = { ...process.env, CHROMIUM_PATH: findChromium(), NEXT_TELEMETRY_DISABLED: "1" };
if (!existsSync(".next/BUILD_ID") || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
}
if (previewBuildStale() || process.argv.includes("--build")) buildPreview(env);
rmSync(".data/e2e", { recursive: true, force: true });
const args = process.argv.slice(2).filter((a) => a !== "--build");
execFileSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...args], { stdio: "inherit", env });
