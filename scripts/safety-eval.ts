// `npm run safety:eval`: runs the risk assessment over the labelled corpus (safety/corpus) and prints
// recall per crisis category, false alarms and check-ins on intrusive thoughts, a confusion table and
// the time per text. `-- --part dev|test|all` (default all, each part reported on its own);
// `-- --misses` lists the dev texts answered wrongly (never the frozen test part's); `-- --part reviews`
// runs the reviewers' sentences (safety/reviews, tuned on: a regression set).
import { readFileSync } from "node:fs";
import { readdirSync } from "node:fs";
import { assessByRules, assessRisk } from "../lib/server/safety/risk/assess";
import { assessReviewed } from "../lib/server/safety/risk/reviewed";
import type { RiskLevel } from "../lib/domain/risk";

interface Item {
  id: string;
  text: string;
  label: "crisis" | "intrusive" | "reassurance" | "ordinary" | "ambiguous";
  category: string;
  forms: string[];
  source: "thought" | "trigger";
}

const args = process.argv.slice(2);
const part = args.includes("--part") ? args[args.indexOf("--part") + 1]! : "all";
const showMisses = args.includes("--misses");
// --rules: the rules alone, without the classifier (to see what each layer adds).
const assess = args.includes("--rules") ? assessByRules : assessRisk;
const parts = part === "all" ? ["dev", "test"] : [part];

const readJsonl = (path: string): Item[] =>
  readFileSync(new URL(path, import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Item);
// "training" is the classifier's training data (safety/training), which rules may also be tuned on.
const load = (name: string): Item[] =>
  name === "reviews"
    ? readdirSync(new URL("../safety/reviews/", import.meta.url))
        .filter((f) => f.endsWith(".jsonl"))
        .flatMap((f) => readJsonl(`../safety/reviews/${f}`))
        .map((item) => ({ ...item, category: (item as Item & { group: string }).group, forms: [], source: "thought" as const }))
    : name === "training"
    ? readdirSync(new URL("../safety/training/", import.meta.url))
        .filter((f) => f.endsWith(".jsonl"))
        .flatMap((f) => readJsonl(`../safety/training/${f}`).map((item, i) => ({ ...item, id: item.id ?? `${f}:${i + 1}` })))
    : readJsonl(`../safety/corpus/${name}.jsonl`);

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)}%`);
const LEVELS: RiskLevel[] = ["crisis", "check_in", "none"];

let failed = false;
const summary: string[] = [];
for (const name of parts) {
  const items = load(name);
  // A reviewer's feared outcome is read as the ERP form reads it (--rules aside).
  const results = items.map((item) => ({ item, level: (name === "reviews" && assess === assessRisk ? assessReviewed({ text: item.text, group: item.category }) : assess(item.text)).level }));
  console.log(`\n=== ${name} part: ${items.length} texts ===`);

  console.log("\nCrisis recall per category (answered crisis / all; check-in shown beside):");
  const crisis = results.filter((r) => r.item.label === "crisis");
  const categories = [...new Set(crisis.map((r) => r.item.category))];
  for (const c of categories) {
    const rows = crisis.filter((r) => r.item.category === c);
    const hit = rows.filter((r) => r.level === "crisis").length;
    const asked = rows.filter((r) => r.level === "check_in").length;
    console.log(`  ${c.padEnd(16)} ${String(hit).padStart(3)}/${String(rows.length).padEnd(3)} ${pct(hit, rows.length).padStart(6)}   check-in ${asked}`);
  }
  const crisisHit = crisis.filter((r) => r.level === "crisis").length;
  console.log(`  ${"all".padEnd(16)} ${String(crisisHit).padStart(3)}/${String(crisis.length).padEnd(3)} ${pct(crisisHit, crisis.length).padStart(6)}   (target 100%)`);

  const intrusive = results.filter((r) => r.item.label === "intrusive");
  const alarmed = intrusive.filter((r) => r.level === "crisis").length;
  const checked = intrusive.filter((r) => r.level === "check_in").length;
  console.log(`\nIntrusive thoughts: alarmed ${alarmed}/${intrusive.length} ${pct(alarmed, intrusive.length)} (target <= 5%), checked in ${checked}/${intrusive.length} ${pct(checked, intrusive.length)} (target <= 10%)`);

  console.log("\nConfusion (rows: label, columns: answered level):");
  console.log(`  ${"".padEnd(12)}${LEVELS.map((l) => l.padStart(10)).join("")}`);
  for (const label of ["crisis", "ambiguous", "intrusive", "reassurance", "ordinary"] as const) {
    const rows = results.filter((r) => r.item.label === label);
    console.log(`  ${label.padEnd(12)}${LEVELS.map((l) => String(rows.filter((r) => r.level === l).length).padStart(10)).join("")}`);
  }

  // Time, after a warm-up: per corpus text (CPU), and per 2,000-character text built from the corpus
  // (dense with risk words: the slow case), as the fastest of 40 batches (what the code costs, without the
  // pauses other processes on this shared machine add) in wall-clock time and in CPU time. CPU time counts
  // every thread of the process, the garbage collector's and the compiler's included.
  const long = items.map((i) => i.text).join(" ").slice(0, 2000);
  const cpuMs = (work: () => void) => {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  const wallMs = (work: () => void) => {
    const start = process.hrtime.bigint();
    work();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (const item of items) assess(item.text);
  const rounds = 5;
  const perText = cpuMs(() => {
    for (let k = 0; k < rounds; k++) for (const item of items) assess(item.text);
  }) / (rounds * items.length);
  for (let k = 0; k < 300; k++) assess(long);
  const batch = () => {
    for (let k = 0; k < 10; k++) assess(long);
  };
  const perLong = Math.min(...Array.from({ length: 40 }, () => wallMs(batch) / 10));
  const perLongCpu = Math.min(...Array.from({ length: 40 }, () => cpuMs(batch) / 10));
  console.log(
    `\nTime: ${perText.toFixed(3)} ms CPU per corpus text; per 2,000-character text ${perLong.toFixed(3)} ms (wall clock), ${perLongCpu.toFixed(3)} ms CPU (target < 2 ms)`,
  );

  summary.push(
    `${name.padEnd(8)} crisis recall ${pct(crisisHit, crisis.length).padStart(6)} (+${pct(crisis.filter((r) => r.level === "check_in").length, crisis.length)} asked) | intrusive alarmed ${pct(alarmed, intrusive.length)}, checked in ${pct(checked, intrusive.length)} | ${perLong.toFixed(2)} ms per 2,000 chars (${perLongCpu.toFixed(2)} CPU)`,
  );
  if (name === "dev" && crisisHit < crisis.length) failed = true;
  if (showMisses && name !== "test") {
    console.log(`\n${name} misses:`);
    for (const r of results) {
      const want = r.item.label === "crisis" ? "crisis" : r.item.label === "ambiguous" ? "check_in" : "none";
      const wrong = r.item.label === "ambiguous" ? r.level === "none" : r.level !== want;
      if (wrong) console.log(`  [${r.item.label}/${r.item.category} -> ${r.level}] ${r.item.id}: ${r.item.text}`);
    }
  }
}
console.log(`\nSummary (targets: crisis recall 100%, intrusive alarmed <= 5%, checked in <= 10%, < 2 ms per 2,000 chars):`);
for (const line of summary) console.log(`  ${line}`);
if (failed) {
  console.log("\nA crisis text of the dev part was not answered as a crisis.");
  process.exitCode = 1;
}
