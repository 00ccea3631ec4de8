// Times the risk assessment against the code of another commit in one process, batches interleaved so
// that both see the same machine (this one alternates between spells at full speed and slower ones).
//   npm run safety:ab -- <commit>     e.g. npm run safety:ab -- 43b8ecc
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { assessRisk as current } from "../lib/server/safety/risk/assess";

const commit = process.argv[2];
if (!commit) throw new Error("Usage: npm run safety:ab -- <commit>");
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });
const sha = git("rev-parse", "--short", commit).trim();
// Inside the project and outside node_modules, so that its path aliases ("@/lib/...") resolve; .data is ignored by git.
const dir = new URL(`../.data/safety-ab/${sha}/`, import.meta.url);
mkdirSync(dir, { recursive: true });
for (const path of git("ls-tree", "--name-only", sha, "lib/server/safety/risk/").split("\n").filter(Boolean)) {
  writeFileSync(new URL(path.split("/").pop()!, dir), git("show", `${sha}:${path}`));
}
const { assessRisk: other } = (await import(new URL("assess.ts", dir).href)) as { assessRisk: typeof current };

const dev = readFileSync(new URL("../safety/corpus/dev.jsonl", import.meta.url), "utf8").split("\n").filter(Boolean);
const long = dev.map((l) => (JSON.parse(l) as { text: string }).text).join(" ").slice(0, 2000);
for (let k = 0; k < 300; k++) {
  current(long);
  other(long);
}
const best = { current: Infinity, other: Infinity };
for (let batch = 0; batch < 100; batch++) {
  for (const [name, assess] of [["current", current], ["other", other]] as const) {
    const start = process.hrtime.bigint();
    for (let k = 0; k < 10; k++) assess(long);
    best[name] = Math.min(best[name], Number(process.hrtime.bigint() - start) / 1e6 / 10);
  }
}
console.log(`per 2,000-character text, fastest of 100 interleaved batches: this code ${best.current.toFixed(2)} ms, ${sha} ${best.other.toFixed(2)} ms`);
