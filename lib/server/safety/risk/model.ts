// The shipped risk classifiers (model.json and harmed-model.json, trained offline by
// scripts/train-risk-model.ts): the probability that a text is a crisis, and that it tells of the writer
// being harmed by someone, from the features of ./features.ts.
import type { RiskCategory } from "@/lib/domain/risk";
import { speaksOfRisk, type TextFeatures } from "./features";
import HARMED_MODEL from "./harmed-model.json";
import EVERYDAY_MODEL from "./model-everyday.json";
import MODEL from "./model.json";

// A Map: thousands of keys look up faster than on a plain object.
const WEIGHTS = new Map<string, number>(Object.entries(MODEL.weights));
export const THRESHOLDS: { crisis: number; checkIn: number } = MODEL.thresholds;

/**
 * Below this, the classifier asks only about words that touch on risk at all (a crooked picture frame
 * is never asked about, whatever its score).
 */
export const CHECK_IN_WITHOUT_RISK_WORDS = 0.5;

// The same classifier trained with plain everyday texts too (decision 013, amendment as): where it is
// sure a text is no crisis (below its veto, set in training so that it overrules at most 0.3% of the
// crises the first one catches alone), a crisis the first one gives alone is asked about instead. It
// calms a share of the everyday days the first one alarms on ("pretty good day tbh") and never lowers
// an answer below asking.
const EVERYDAY_WEIGHTS = new Map<string, number>(Object.entries(EVERYDAY_MODEL.weights));
const EVERYDAY_VETO: number = EVERYDAY_MODEL.veto;

/** The level the classifier alone gives a text. */
export function classifierLevel(p: number, features: TextFeatures, thresholds = THRESHOLDS): "crisis" | "check_in" | "none" {
  if (p >= thresholds.crisis) return probability(EVERYDAY_WEIGHTS, features) < EVERYDAY_VETO ? "check_in" : "crisis";
  if (p >= thresholds.checkIn && (p >= CHECK_IN_WITHOUT_RISK_WORDS || speaksOfRisk(features))) return "check_in";
  return "none";
}

const probability = (weights: Map<string, number>, { values }: TextFeatures) => {
  let z = 0;
  for (const [name, v] of values) z += (weights.get(name) ?? 0) * v;
  return 1 / (1 + Math.exp(-z));
};

export function crisisProbability(features: TextFeatures): number {
  return probability(WEIGHTS, features);
}

// The second model (harmed-model.json, decision 013, amendment n): the probability that the text tells
// of the writer being harmed by another person. It only ever raises an answer.
const HARMED_WEIGHTS = new Map<string, number>(Object.entries(HARMED_MODEL.weights));
export const HARMED_THRESHOLD: number = HARMED_MODEL.threshold;

export function harmedProbability(features: TextFeatures): number {
  return probability(HARMED_WEIGHTS, features);
}

// Which category a classifier alarm most likely belongs to, from the meaning groups that weigh most.
const CONCEPT_CATEGORY: [string, RiskCategory][] = [
  ["c:harm", "harm_others"],
  ["c:weapon", "harm_others"],
  ["c:past", "act"],
  ["c:now", "act"],
  ["c:prep", "plan"],
  ["c:finality", "plan"],
  ["c:means", "method"],
  ["c:place", "method"],
  ["c:hopeless", "hopelessness"],
  ["c:selfkill", "active_thoughts"],
  ["c:future", "intent"],
  ["c:death", "wish_dead"],
];

export function likelyCategory({ values }: TextFeatures): RiskCategory {
  let best: RiskCategory = "wish_dead";
  let bestWeight = -Infinity;
  for (const [feature, category] of CONCEPT_CATEGORY) {
    if (!values.has(feature)) continue;
    const weight = WEIGHTS.get(feature) ?? 0;
    if (weight > bestWeight) {
      best = category;
      bestWeight = weight;
    }
  }
  return best;
}
