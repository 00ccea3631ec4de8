// Trains the risk classifier offline and writes lib/server/safety/risk/model.json (shipped in the repo;
// nothing is downloaded or trained at run time). Logistic regression over the features of
// lib/server/safety/risk/features.ts, trained on safety/training/*.jsonl, the dev part of the
// evaluation corpus and the reviews but two. The frozen test part is never read. Deterministic: same data, same model.
//   npx tsx scripts/train-risk-model.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { findingFeature, readText, ruleFindings, strongest } from "../lib/server/safety/risk/assess";
import { extractFeatures, speaksOfRisk } from "../lib/server/safety/risk/features";
import { CHECK_IN_WITHOUT_RISK_WORDS } from "../lib/server/safety/risk/model";

interface Item {
  text: string;
  label: string;
  /** A review's group; "(feared_outcome)" at its end names the ERP form's field it was written for. */
  group?: string;
}

const root = new URL("../", import.meta.url);
const read = (path: string): Item[] =>
  readFileSync(new URL(path, root), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Item);

const trainingFiles = readdirSync(new URL("safety/training/", root)).filter((f) => f.endsWith(".jsonl"));
const AMBIGUOUS_WEIGHT = Number(process.env.RISK_AMBIGUOUS_WEIGHT ?? 0.5);
// The reviews' texts too (safety/reviews, decision 013, amendment w): 7,800 sentences that fresh eyes wrote
// against the rules, most of them everyday and intrusive texts in the words of danger. Their passive
// wishes ("ambiguous") are left out (a wish to be dead is never a negative), and five reviews are held out
// as measures the classifier never saw. An answer to "What do you fear will happen?" is read in that field
// as a fear (assessFearedOutcome): learned, but not counted when the thresholds are set.
const HELD_OUT_REVIEWS = new Set(["harmed-blind-in-plain-details.jsonl", "blind-ninth.jsonl", "blind-tenth.jsonl", "blind-eleventh.jsonl", "blind-twelfth.jsonl", "blind-thirteenth.jsonl", "blind-fourteenth.jsonl", "blind-fifteenth.jsonl", "blind-sixteenth.jsonl", "blind-seventeenth.jsonl", "blind-eighteenth.jsonl", "blind-nineteenth.jsonl", "blind-twentieth.jsonl", "blind-twenty-first.jsonl", "blind-twenty-second.jsonl", "blind-twenty-third.jsonl", "blind-twenty-fourth.jsonl", "blind-twenty-fifth.jsonl", "blind-twenty-sixth.jsonl", "blind-twenty-seventh.jsonl", "blind-twenty-eighth.jsonl", "blind-twenty-ninth.jsonl", "blind-thirtieth.jsonl", "blind-thirty-first.jsonl", "blind-thirty-second.jsonl", "blind-thirty-third.jsonl", "blind-thirty-fourth.jsonl", "blind-thirty-fifth.jsonl", "blind-thirty-sixth.jsonl", "blind-thirty-seventh.jsonl", "blind-thirty-eighth.jsonl", "blind-thirty-ninth.jsonl", "blind-fortieth.jsonl", "blind-forty-first.jsonl", "blind-forty-second.jsonl", "blind-forty-third.jsonl", "blind-forty-fourth.jsonl", "blind-forty-fifth.jsonl", "blind-forty-sixth.jsonl", "blind-forty-seventh.jsonl", "blind-forty-eighth.jsonl", "blind-forty-ninth.jsonl", "blind-fiftieth.jsonl", "blind-fifty-first.jsonl", "blind-fifty-second.jsonl", "blind-fifty-third.jsonl", "blind-fifty-fourth.jsonl", "blind-fifty-fifth.jsonl", "blind-fifty-sixth.jsonl", "blind-fifty-seventh.jsonl", "blind-fifty-eighth.jsonl", "blind-fifty-ninth.jsonl", "blind-sixtieth.jsonl", "blind-sixty-first.jsonl", "blind-sixty-second.jsonl", "blind-sixty-third.jsonl", "blind-sixty-fourth.jsonl", "blind-sixty-fifth.jsonl", "blind-sixty-sixth.jsonl", "blind-sixty-seventh.jsonl", "blind-sixty-eighth.jsonl", "blind-sixty-ninth.jsonl", "blind-seventieth.jsonl", "blind-seventy-first.jsonl", "blind-seventy-second.jsonl", "blind-seventy-third.jsonl", "blind-seventy-fourth.jsonl", "blind-seventy-fifth.jsonl", "blind-seventy-sixth.jsonl", "blind-seventy-seventh.jsonl", "blind-seventy-eighth.jsonl", "blind-seventy-ninth.jsonl", "blind-eightieth.jsonl", "blind-eighty-first.jsonl", "blind-eighty-second.jsonl", "blind-eighty-third.jsonl", "blind-eighty-fourth.jsonl", "blind-eighty-fifth.jsonl", "blind-eighty-sixth.jsonl", "blind-eighty-seventh.jsonl", "blind-eighty-eighth.jsonl", "blind-eighty-ninth.jsonl", "blind-ninetieth.jsonl", "blind-ninety-first.jsonl", "blind-ninety-second.jsonl", "blind-ninety-third.jsonl", "blind-ninety-fourth.jsonl", "blind-ninety-fifth.jsonl", "blind-ninety-sixth.jsonl", "blind-ninety-seventh.jsonl", "blind-ninety-eighth.jsonl", "blind-ninety-ninth.jsonl", "blind-hundredth.jsonl"]);
const reviewFiles = readdirSync(new URL("safety/reviews/", root)).filter((f) => f.endsWith(".jsonl") && !HELD_OUT_REVIEWS.has(f));
const reviewed = reviewFiles.flatMap((f) => read(`safety/reviews/${f}`)).filter((i) => i.label !== "ambiguous");
const baseItems = [...trainingFiles.flatMap((f) => read(`safety/training/${f}`)), ...read("safety/corpus/dev.jsonl")].filter(
  (i) => i.label !== "ambiguous" || AMBIGUOUS_WEIGHT > 0,
);
const items = [...baseItems, ...reviewed];
// Plain everyday texts (safety/everyday/learned, decision 013, amendment as): learned by the second crisis
// model only, model-everyday.json, whose agreement a crisis from the classifier needs.
const everydayFiles = readdirSync(new URL("safety/everyday/learned/", root)).filter((f) => f.endsWith(".jsonl"));
const everydayItems = everydayFiles.flatMap((f) => read(`safety/everyday/learned/${f}`));
const asFear = (item: Item) => item.group?.endsWith("(feared_outcome)") ?? false;

// --- Features -----------------------------------------------------------------------------------
const featurise = (item: Item) => {
  const sentences = readText(item.text);
  const found = ruleFindings(sentences);
  const findings = found.map(findingFeature);
  const features = extractFeatures(sentences, findings);
  return { item, features: features.values, y: item.label === "crisis" ? 1 : 0, rules: strongest(found).level, risky: speaksOfRisk(features) };
};
type Featurised = ReturnType<typeof featurise>;
const featurised = items.map(featurise);

/** The features seen in at least two texts (and every meaning group, rule finding and the bias), sorted. */
function vocabulary(texts: Featurised[]): string[] {
  const documentFrequency = new Map<string, number>();
  for (const { features } of texts) for (const name of features.keys()) documentFrequency.set(name, (documentFrequency.get(name) ?? 0) + 1);
  return [...documentFrequency.entries()].filter(([name, df]) => df >= 2 || /^[cpr]:|^bias$/.test(name)).map(([name]) => name).sort();
}
/** A text's features as the indexes and values of the features a model knows. */
function sparse(features: Map<string, number>, known: Map<string, number>): { ids: number[]; vals: number[] } {
  const ids: number[] = [];
  const vals: number[] = [];
  for (const [name, v] of features) {
    const i = known.get(name);
    if (i !== undefined) {
      ids.push(i);
      vals.push(v);
    }
  }
  return { ids, vals };
}

const crisisRows = (texts: Featurised[], index: Map<string, number>) => texts.map(({ features, y, item, rules, risky }) => {
  const { ids, vals } = sparse(features, index);
  // Missing a crisis costs more than a false alarm; intrusive thoughts are the negatives that matter most.
  const weight = y === 1 ? Number(process.env.RISK_CRISIS_WEIGHT ?? 2) : item.label === "intrusive" ? 1.5 : item.label === "ambiguous" ? AMBIGUOUS_WEIGHT : 1;
  return { ids, vals, y, weight, label: item.label, rules, risky };
});

// --- Training: full-batch gradient descent with Adam and L2 -------------------------------------------
// Chosen by cross-validation (RISK_L2 / RISK_EPOCHS override them for experiments).
const L2 = Number(process.env.RISK_L2 ?? 0.0005);
const EPOCHS = Number(process.env.RISK_EPOCHS ?? 400);
/** Shares of intrusive thoughts the combined answer may alarm on, and ask about, in cross-validation. */
const ALARM_BUDGET = Number(process.env.RISK_ALARM_BUDGET ?? 0.04);
const CHECK_IN_BUDGET = Number(process.env.RISK_CHECK_IN_BUDGET ?? 0.08);
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

type Row = { ids: number[]; vals: number[]; y: number; weight: number };

function train(data: Row[], size: number): Float64Array {
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const total = data.reduce((s, r) => s + r.weight, 0);
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const grad = new Float64Array(size);
    for (const r of data) {
      let z = 0;
      for (let k = 0; k < r.ids.length; k++) z += w[r.ids[k]!]! * r.vals[k]!;
      const g = (sigmoid(z) - r.y) * r.weight;
      for (let k = 0; k < r.ids.length; k++) grad[r.ids[k]!]! += g * r.vals[k]!;
    }
    for (let j = 0; j < w.length; j++) {
      const gj = grad[j]! / total + L2 * w[j]!;
      m[j] = 0.9 * m[j]! + 0.1 * gj;
      v[j] = 0.999 * v[j]! + 0.001 * gj * gj;
      const mh = m[j]! / (1 - 0.9 ** epoch);
      const vh = v[j]! / (1 - 0.999 ** epoch);
      w[j] = w[j]! - (0.05 * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return w;
}

const score = (w: Float64Array, r: Row) => {
  let z = 0;
  for (let k = 0; k < r.ids.length; k++) z += w[r.ids[k]!]! * r.vals[k]!;
  return sigmoid(z);
};

// `--harmed-only` trains the being-harmed model alone and leaves model.json as it is (decision 013,
// amendment n: the classifier is not retrained each time the rules, and so its features, change);
// `--everyday-only` trains model-everyday.json alone (amendment as).
const HARMED_ONLY = process.argv.includes("--harmed-only");
const EVERYDAY_ONLY = process.argv.includes("--everyday-only");
const FOLDS = 5;
const candidates = Array.from({ length: 91 }, (_, k) => 0.05 + k * 0.01);

/**
 * Trains a crisis model on these texts, its thresholds from 5-fold cross-validation (never from the test
 * part). Answers the model and each text's cross-validated probability, by its place in `texts`.
 */
function fitCrisisModel(texts: Featurised[], file: string, about: string) {
  const names = vocabulary(texts);
  const rows = crisisRows(texts, new Map(names.map((n, i) => [n, i])));
  const cv: { p: number; y: number; label: string; rules: string; risky: boolean; text: string; fear: boolean }[] = [];
  const cvP = new Float64Array(rows.length);
  for (let f = 0; f < FOLDS; f++) {
    const w = train(rows.filter((_, i) => i % FOLDS !== f), names.length);
    rows.forEach((r, i) => {
      if (i % FOLDS !== f) return;
      cvP[i] = score(w, r);
      cv.push({ p: cvP[i]!, y: r.y, label: r.label, rules: r.rules, risky: r.risky, text: texts[i]!.item.text, fear: asFear(texts[i]!.item) });
    });
  }
  // The combined answer is a crisis when the rules say so or the classifier is sure enough. The alarm
  // threshold is the lowest that keeps intrusive thoughts answered as a crisis within ALARM_BUDGET (rules
  // and classifier together); the check-in threshold keeps those asked within CHECK_IN_BUDGET more.
  const intrusive = cv.filter((c) => c.label === "intrusive" && !c.fear);
  const share = (pred: (c: (typeof cv)[number]) => boolean) => intrusive.filter(pred).length / intrusive.length;
  const crisisThreshold = candidates.find((t) => share((c) => c.rules === "crisis" || c.p >= t) <= ALARM_BUDGET) ?? 0.95;
  const checkInThreshold =
    candidates.find((t) => t <= crisisThreshold && share((c) => c.rules !== "crisis" && c.p < crisisThreshold && (c.rules === "check_in" || (c.p >= t && (c.risky || c.p >= CHECK_IN_WITHOUT_RISK_WORDS)))) <= CHECK_IN_BUDGET) ?? crisisThreshold;
  const crisisCv = cv.filter((c) => c.y === 1);
  const caught = crisisCv.filter((c) => c.rules === "crisis" || c.p >= crisisThreshold).length;
  const asked = crisisCv.filter((c) => !(c.rules === "crisis" || c.p >= crisisThreshold) && (c.rules === "check_in" || (c.p >= checkInThreshold && (c.risky || c.p >= CHECK_IN_WITHOUT_RISK_WORDS)))).length;
  console.log(
    `${file}, cross-validated: crisis recall ${((100 * caught) / crisisCv.length).toFixed(1)}% (+${((100 * asked) / crisisCv.length).toFixed(1)}% asked) at thresholds ${crisisThreshold.toFixed(2)} / ${checkInThreshold.toFixed(2)}; intrusive alarmed ${(100 * share((c) => c.rules === "crisis" || c.p >= crisisThreshold)).toFixed(1)}%`,
  );

  // RISK_SHOW_MISSES=1: the crisis texts cross-validation answered "none", to see what the rules lack.
  if (process.env.RISK_SHOW_MISSES) {
    for (const c of crisisCv) {
      const missed = !(c.rules === "crisis" || c.p >= crisisThreshold) && !(c.rules === "check_in" || (c.p >= checkInThreshold && (c.risky || c.p >= CHECK_IN_WITHOUT_RISK_WORDS)));
      if (missed) console.log(`  ${c.p.toFixed(2)} ${c.text.slice(0, 160).replace(/\n/g, " ")}`);
    }
  }

  const w = train(rows, names.length);
  const weights: Record<string, number> = {};
  names.forEach((n, i) => {
    if (Math.abs(w[i]!) >= 0.01) weights[n] = Math.round(w[i]! * 1000) / 1000;
  });
  const model = {
    about,
    trainedOn: { texts: rows.length, crisis: rows.filter((r) => r.y === 1).length },
    thresholds: { crisis: Math.round(crisisThreshold * 1000) / 1000, checkIn: Math.round(checkInThreshold * 1000) / 1000 },
    weights,
  };
  return { file, model, cvP, rows, crisisThreshold };
}
type Fitted = ReturnType<typeof fitCrisisModel>;

function write({ file, model }: Fitted, extra: Record<string, unknown> = {}) {
  writeFileSync(new URL(`lib/server/safety/risk/${file}`, root), `${JSON.stringify({ ...model, ...extra })}\n`);
  console.log(`${file}: ${Object.keys(model.weights).length} weights written (${model.trainedOn.texts} texts)`);
}

/**
 * The everyday model's veto: the highest probability below which it may overrule a crisis the first
 * model gives alone, chosen so that in cross-validation (the same folds for the texts both learned) it
 * overrules at most VETO_BUDGET of the crises the first model caught without the rules.
 */
const VETO_BUDGET = Number(process.env.RISK_VETO_BUDGET ?? 0.003);
function vetoThreshold(first: Fitted, everyday: Fitted): number {
  const caught = [...first.rows.keys()].filter((i) => first.rows[i]!.y === 1 && first.rows[i]!.rules !== "crisis" && first.cvP[i]! >= first.crisisThreshold);
  const overruled = (t: number) => caught.filter((i) => everyday.cvP[i]! < t).length / caught.length;
  const t = [...candidates].reverse().find((c) => c <= everyday.crisisThreshold && overruled(c) <= VETO_BUDGET) ?? 0;
  console.log(`everyday veto below ${t.toFixed(2)}: overrules ${(100 * overruled(t)).toFixed(2)}% of ${caught.length} crises the first model caught alone in cross-validation`);
  return Math.round(t * 1000) / 1000;
}

if (!HARMED_ONLY) {
  const first = fitCrisisModel(featurised, "model.json", "Logistic regression over lib/server/safety/risk/features.ts; trained by scripts/train-risk-model.ts.");
  if (!EVERYDAY_ONLY) write(first);
  const everyday = fitCrisisModel(
    [...featurised, ...everydayItems.map(featurise)],
    "model-everyday.json",
    "The same, trained with plain everyday texts too (safety/everyday/learned): overrules a crisis the first model gives alone below its veto.",
  );
  write(everyday, { veto: vetoThreshold(first, everyday) });
}

if (EVERYDAY_ONLY) process.exit(0);

// --- The being-harmed classifier (decision 013, amendment n) -----------------------------------------
// The texts above hold almost no one harmed by another person, so the classifier above hardly knows the
// words of it. A second model, trained on safety/training/harmed/ (people hurt, threatened, abused,
// controlled or exploited, with intrusive thoughts and everyday texts in the same words) against every
// other text above, can only raise an answer to a crisis of being harmed; its threshold keeps the
// intrusive, everyday and reassurance texts it alarms on, in cross-validation, within HARMED_BUDGET.
const HARMED_BUDGET = Number(process.env.RISK_HARMED_BUDGET ?? 0.005);
const harmedFiles = readdirSync(new URL("safety/training/harmed/", root)).filter((f) => f.endsWith(".jsonl"));
const harmedItems = harmedFiles.flatMap((f) => read(`safety/training/harmed/${f}`));
const harmedRows = [
  ...harmedItems.map((item) => ({ item, y: item.label === "crisis" ? 1 : 0, weight: item.label === "crisis" ? 2 : 1.5 })),
  // Other crises are not what this model is for (the rules and the classifier above answer them).
  // (The reviews are not among them: many of their crises are of being harmed.)
  ...featurised.slice(0, baseItems.length).map(({ item }) => ({ item, y: 0, weight: item.label === "crisis" ? 0.5 : item.label === "intrusive" ? 1.5 : 1 })),
].map((r) => {
  const sentences = readText(r.item.text);
  return { ...r, features: extractFeatures(sentences, ruleFindings(sentences).map(findingFeature)).values };
});
const harmedDf = new Map<string, number>();
for (const { features } of harmedRows) for (const name of features.keys()) harmedDf.set(name, (harmedDf.get(name) ?? 0) + 1);
const harmedNames = [...harmedDf.entries()].filter(([name, df]) => df >= 2 || name === "bias").map(([name]) => name).sort();
const harmedIndex = new Map(harmedNames.map((n, i) => [n, i]));
const harmedData: (Row & { label: string })[] = harmedRows.map(({ features, y, weight, item }) => ({ ...sparse(features, harmedIndex), y, weight, label: item.label }));
const harmedCv: { p: number; y: number; label: string }[] = [];
for (let f = 0; f < FOLDS; f++) {
  const wf = train(harmedData.filter((_, i) => i % FOLDS !== f), harmedNames.length);
  harmedData.forEach((r, i) => {
    if (i % FOLDS === f) harmedCv.push({ p: score(wf, r), y: r.y, label: r.label });
  });
}
const harmless = harmedCv.filter((c) => c.y === 0 && c.label !== "crisis" && c.label !== "ambiguous");
const harmedThreshold = candidates.find((t) => harmless.filter((c) => c.p >= t).length / harmless.length <= HARMED_BUDGET) ?? 0.95;
const harmedPositives = harmedCv.filter((c) => c.y === 1);
console.log(
  `being harmed, cross-validated: ${((100 * harmedPositives.filter((c) => c.p >= harmedThreshold).length) / harmedPositives.length).toFixed(1)}% of ${harmedPositives.length} at threshold ${harmedThreshold.toFixed(2)}; other texts alarmed ${((100 * harmless.filter((c) => c.p >= harmedThreshold).length) / harmless.length).toFixed(2)}%`,
);
const hw = train(harmedData, harmedNames.length);
const harmedWeights: Record<string, number> = {};
harmedNames.forEach((n, i) => {
  if (Math.abs(hw[i]!) >= 0.01) harmedWeights[n] = Math.round(hw[i]! * 1000) / 1000;
});
const harmedModel = {
  about: "Logistic regression for being harmed by another person, over the same features; trained by scripts/train-risk-model.ts.",
  trainedOn: { texts: harmedData.length, harmed: harmedPositives.length },
  threshold: Math.round(harmedThreshold * 1000) / 1000,
  weights: harmedWeights,
};
writeFileSync(new URL("lib/server/safety/risk/harmed-model.json", root), `${JSON.stringify(harmedModel)}\n`);
console.log(`${Object.keys(harmedWeights).length} weights written for being harmed (${harmedData.length} texts)`);
