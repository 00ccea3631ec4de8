// `npm test`: every tier in order: types, unit + service tests (vitest), production build, a preview
// build (as Vercel builds a pull request's), first-load JS budget, e2e (Playwright).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { buildPreview } from "./build-preview.mjs";
import { findChromium } from "./find-chromium.mjs";

const chromium = findChromium(); // fail fast, before minutes of other tiers
const env = { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: "1" };
const run = (label, args) => {
  console.log(`\n=== ${label} ===`);
  execFileSync(process.execPath, args, { stdio: "inherit", env });
};

try {
  run("typecheck", ["node_modules/typescript/bin/tsc", "--noEmit"]);
  run("unit and service tests", ["node_modules/vitest/vitest.mjs", "run"]);
  run("build", ["node_modules/next/dist/bin/next", "build"]);
  console.log("\n=== preview build ===");
  buildPreview(env);
  run("first-load JS budget", ["scripts/bundle-sizes.mjs"]);
  rmSync(".data/e2e", { recursive: true, force: true });
  run("end-to-end tests", ["node_modules/@playwright/test/cli.js", "test"]);
} catch {
  process.exit(1);
}
