#!/usr/bin/env node
// Validate the safety evaluation corpus and (re)build the deterministic
// stratified dev/test split.
//
//   node safety/corpus/split.mjs                 # re-split dev.jsonl + test.jsonl (idempotent)
//   node safety/corpus/split.mjs all.jsonl ...   # split the given JSONL file(s)
//
// The split is stratified by label+category (each stratum is cut exactly
// 60/40, rounded). Inside a stratum items are assigned greedily (rarest forms
// first, then by id) to whichever part is furthest behind its 60/40 share of
// the item's forms and source, both within the stratum and across the label,
// so every category and, where there are at least two examples, every form
// within a category lands in both parts. No randomness: same input, same
// output, and re-running it on dev.jsonl + test.jsonl reproduces them.
// It also rewrites the counts block in README.md.

import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const DIR = dirname(fileURLToPath(import.meta.url));
const TEST_SHARE = 0.4;

const CATEGORIES = {
  crisis: ["wish_dead", "active_thoughts", "method", "intent", "plan", "act", "hopelessness", "harm_others"],
  intrusive: ["harm", "suicidal_ocd", "violent", "sexual", "religious", "other"],
  reassurance: ["reassurance"],
  ordinary: ["ordinary"],
  ambiguous: ["ambiguous"],
};
const FORMS = [
  "plain", "no_keyword", "typo", "slang", "lowercase_nopunct", "long", "negation",
  "multi_sentence", "fear_words_nearby", "trigger", "question", "fear", "disgust",
  "avoidance", "doubt", "figurative", "contrast",
];
const CRISIS_FORMS = [
  "plain", "no_keyword", "typo", "slang", "lowercase_nopunct", "long", "negation",
  "multi_sentence", "fear_words_nearby", "trigger",
];
const MINIMUMS = { crisis: 300, intrusive: 250, reassurance: 90, ordinary: 90, ambiguous: 35 };
const CAT_MIN = { crisis: 30, intrusive: 25 };
const CAT_MIN_SPECIAL = { "intrusive/suicidal_ocd": 60, "intrusive/harm": 60 };

// ---------- load ----------
const args = process.argv.slice(2);
const inputs = args.length ? args : [join(DIR, "dev.jsonl"), join(DIR, "test.jsonl")];
const items = [];
const errors = [];
for (const file of inputs) {
  if (!existsSync(file)) { errors.push(`missing input ${file}`); continue; }
  readFileSync(file, "utf8").split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    try { items.push(JSON.parse(line)); }
    catch (e) { errors.push(`${file}:${i + 1} is not valid JSON: ${e.message}`); }
  });
}

// ---------- validate ----------
const ids = new Set();
const texts = new Set();
for (const it of items) {
  const where = it.id ?? JSON.stringify(it).slice(0, 60);
  const keys = Object.keys(it).sort().join(",");
  if (keys !== "category,forms,id,label,source,text") errors.push(`${where}: unexpected keys ${keys}`);
  if (!/^c-\d{3,}$/.test(it.id ?? "")) errors.push(`${where}: bad id`);
  if (ids.has(it.id)) errors.push(`${where}: duplicate id`);
  ids.add(it.id);
  if (typeof it.text !== "string" || !it.text.trim()) errors.push(`${where}: empty text`);
  const norm = String(it.text).toLowerCase().trim();
  if (texts.has(norm)) errors.push(`${where}: duplicate text`);
  texts.add(norm);
  if (!CATEGORIES[it.label]) errors.push(`${where}: bad label ${it.label}`);
  else if (!CATEGORIES[it.label].includes(it.category)) errors.push(`${where}: bad category ${it.category} for ${it.label}`);
  if (!Array.isArray(it.forms) || it.forms.length === 0) errors.push(`${where}: forms must be a non-empty array`);
  else {
    for (const f of it.forms) if (!FORMS.includes(f)) errors.push(`${where}: bad form ${f}`);
    if (new Set(it.forms).size !== it.forms.length) errors.push(`${where}: repeated form`);
  }
  if (!["thought", "trigger"].includes(it.source)) errors.push(`${where}: bad source ${it.source}`);
  const forms = it.forms ?? [];
  if ((it.source === "trigger") !== forms.includes("trigger")) errors.push(`${where}: source/trigger form mismatch`);
  if (forms.includes("long") && (it.text.length < 400 || it.text.length > 2000)) errors.push(`${where}: long form but ${it.text.length} chars`);
  if (!forms.includes("long") && it.text.length >= 400) errors.push(`${where}: ${it.text.length} chars but not tagged long`);
  if (forms.includes("lowercase_nopunct") && (it.text !== it.text.toLowerCase() || /[.,!?;:'"()]/.test(it.text))) errors.push(`${where}: lowercase_nopunct has capitals/punctuation`);
  if (forms.includes("no_keyword") && /suicid|kill(ing)? ?my ?self|\bkms\b|\bdie\b|\bdead\b|\bdeath\b|\bdying\b/i.test(it.text)) errors.push(`${where}: no_keyword text contains a keyword`);
}

// size minimums
const by = (f) => items.reduce((m, it) => m.set(f(it), (m.get(f(it)) ?? 0) + 1), new Map());
const perLabel = by((it) => it.label);
const perCat = by((it) => `${it.label}/${it.category}`);
for (const [label, min] of Object.entries(MINIMUMS)) if ((perLabel.get(label) ?? 0) < min) errors.push(`${label}: ${perLabel.get(label) ?? 0} < ${min}`);
for (const [label, cats] of Object.entries(CATEGORIES)) {
  for (const c of cats) {
    const k = `${label}/${c}`;
    const min = CAT_MIN_SPECIAL[k] ?? CAT_MIN[label] ?? 1;
    if ((perCat.get(k) ?? 0) < min) errors.push(`${k}: ${perCat.get(k) ?? 0} < ${min}`);
  }
}
// every crisis form in every crisis category
for (const c of CATEGORIES.crisis) {
  for (const f of CRISIS_FORMS) {
    if (!items.some((it) => it.label === "crisis" && it.category === c && it.forms.includes(f))) errors.push(`crisis/${c}: no item with form ${f}`);
  }
}

if (errors.length) {
  console.error(`${errors.length} validation error(s):`);
  for (const e of errors) console.error("  " + e);
  process.exit(1);
}

// ---------- split ----------
const idNum = (id) => Number(id.slice(2));
items.sort((a, b) => idNum(a.id) - idNum(b.id));
const strata = new Map();
for (const it of items) {
  const k = `${it.label}/${it.category}`;
  if (!strata.has(k)) strata.set(k, []);
  strata.get(k).push(it);
}
const part = new Map(); // id -> "dev" | "test"
const SHARE = { dev: 1 - TEST_SHARE, test: TEST_SHARE };
const featuresOf = (it) => [...it.forms, `source:${it.source}`];
// Running tallies at two levels: inside the stratum, and across the whole
// label (so features that occur once per stratum, e.g. one `contrast` item
// per crisis category, still alternate between the parts).
const labelSeen = new Map();
const labelHave = { dev: new Map(), test: new Map() };
const inc = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);
for (const group of strata.values()) {
  const n = group.length;
  const cap = { test: Math.round(n * TEST_SHARE), dev: n - Math.round(n * TEST_SHARE) };
  const total = new Map();
  for (const it of group) for (const f of featuresOf(it)) inc(total, f);
  const rarity = (it) => Math.min(...featuresOf(it).map((f) => total.get(f)));
  const order = [...group].sort((a, b) => rarity(a) - rarity(b) || idNum(a.id) - idNum(b.id));
  const seen = new Map();
  const have = { dev: new Map(), test: new Map() };
  const used = { dev: 0, test: 0 };
  for (const it of order) {
    // how far part p would be behind its fair share of each feature if this
    // item went elsewhere (largest-remainder style): higher = needs it more
    const need = (p) => {
      let s = 0;
      for (const f of featuresOf(it)) {
        s += SHARE[p] * ((seen.get(f) ?? 0) + 1) - (have[p].get(f) ?? 0);
        const lk = `${it.label}|${f}`;
        s += 0.75 * (SHARE[p] * ((labelSeen.get(lk) ?? 0) + 1) - (labelHave[p].get(lk) ?? 0));
      }
      return s;
    };
    let choice;
    if (used.test >= cap.test) choice = "dev";
    else if (used.dev >= cap.dev) choice = "test";
    else {
      const dt = need("test") - need("dev");
      if (Math.abs(dt) > 1e-9) choice = dt > 0 ? "test" : "dev";
      else choice = used.test / cap.test < used.dev / cap.dev ? "test" : "dev";
    }
    part.set(it.id, choice);
    used[choice]++;
    for (const f of featuresOf(it)) {
      const lk = `${it.label}|${f}`;
      inc(seen, f); inc(have[choice], f);
      inc(labelSeen, lk); inc(labelHave[choice], lk);
    }
  }
}
const dev = items.filter((it) => part.get(it.id) === "dev");
const test = items.filter((it) => part.get(it.id) === "test");
const line = (it) => JSON.stringify({ id: it.id, text: it.text, label: it.label, category: it.category, forms: it.forms, source: it.source });
writeFileSync(join(DIR, "dev.jsonl"), dev.map(line).join("\n") + "\n");
writeFileSync(join(DIR, "test.jsonl"), test.map(line).join("\n") + "\n");

// ---------- report ----------
const count = (arr, f) => arr.filter(f).length;
const out = [];
out.push(`Total ${items.length} items: dev ${dev.length}, test ${test.length}.`, "");
out.push("### Per label and category", "", "| label | category | dev | test | total | of which trigger (dev/test) |", "|---|---|---:|---:|---:|---:|");
for (const [label, cats] of Object.entries(CATEGORIES)) {
  for (const c of cats) {
    const f = (it) => it.label === label && it.category === c;
    const t = (it) => f(it) && it.source === "trigger";
    out.push(`| ${label} | ${c} | ${count(dev, f)} | ${count(test, f)} | ${count(items, f)} | ${count(dev, t)}/${count(test, t)} |`);
  }
  if (cats.length > 1) {
    const f = (it) => it.label === label;
    const t = (it) => f(it) && it.source === "trigger";
    out.push(`| **${label}** | *all* | **${count(dev, f)}** | **${count(test, f)}** | **${count(items, f)}** | ${count(dev, t)}/${count(test, t)} |`);
  }
}
out.push("", "### Per label and form (dev / test)", "");
const labels = Object.keys(CATEGORIES);
out.push(`| form | ${labels.join(" | ")} |`, `|---|${labels.map(() => "---:").join("|")}|`);
for (const f of FORMS) {
  const cells = labels.map((l) => {
    const g = (it) => it.label === l && it.forms.includes(f);
    const d = count(dev, g), t = count(test, g);
    return d + t ? `${d} / ${t}` : "–";
  });
  out.push(`| ${f} | ${cells.join(" | ")} |`);
}
out.push("", "### Crisis: form × category (dev / test)", "");
out.push(`| form | ${CATEGORIES.crisis.join(" | ")} |`, `|---|${CATEGORIES.crisis.map(() => "---:").join("|")}|`);
for (const f of [...CRISIS_FORMS, "question", "contrast"]) {
  const cells = CATEGORIES.crisis.map((c) => {
    const g = (it) => it.label === "crisis" && it.category === c && it.forms.includes(f);
    const d = count(dev, g), t = count(test, g);
    return d + t ? `${d} / ${t}` : "–";
  });
  out.push(`| ${f} | ${cells.join(" | ")} |`);
}
out.push("", "### Intrusive: form × category (dev / test)", "");
const iforms = ["plain", "typo", "lowercase_nopunct", "long", "negation", "question", "fear", "disgust", "avoidance", "doubt", "trigger", "contrast"];
out.push(`| form | ${CATEGORIES.intrusive.join(" | ")} |`, `|---|${CATEGORIES.intrusive.map(() => "---:").join("|")}|`);
for (const f of iforms) {
  const cells = CATEGORIES.intrusive.map((c) => {
    const g = (it) => it.label === "intrusive" && it.category === c && it.forms.includes(f);
    const d = count(dev, g), t = count(test, g);
    return d + t ? `${d} / ${t}` : "–";
  });
  out.push(`| ${f} | ${cells.join(" | ")} |`);
}
const report = out.join("\n");
console.log(report);

const readme = join(DIR, "README.md");
if (existsSync(readme)) {
  const txt = readFileSync(readme, "utf8");
  const re = /(<!-- counts:start -->)[\s\S]*?(<!-- counts:end -->)/;
  if (re.test(txt)) writeFileSync(readme, txt.replace(re, `$1\n${report}\n$2`));
}
