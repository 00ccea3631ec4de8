// `npm run test:e2e`: builds if needed, resets the e2e database and outbox, runs Playwright.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { findChromium } from "./find-chromium.mjs";

const env = { ...process.env, CHROMIUM_PATH: findChromium(), NEXT_TELEMETRY_DISABLED: "1" };
if (!existsSync(".next/BUILD_ID") || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
}
rmSync(".data/e2e", { recursive: true, force: true });
const args = process.argv.slice(2).filter((a) => a !== "--build");
execFileSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...args], { stdio: "inherit", env });
