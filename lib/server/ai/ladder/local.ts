// The built-in ladder engine (decision 033): 8-12 concrete, graded exposures built from the
// onboarding answers. The situations come from the ERP engine's three-step ladders for the person's OCD
// type (the trigger chips their onboarding triggers point to first), each paired with one of their own
// compulsions to resist and an expected anxiety that rises with the step. Deterministic.
import "server-only";
import type { OcdType } from "@/lib/domain/enums";
import { TRIGGER_CHIP_IDS, type TriggerChipId } from "@/lib/domain/erp";
import { EXPECTED_ANXIETY_MAX, SUGGESTIONS_MAX } from "@/lib/domain/ladder";
import type { LadderSuggestion } from "@/lib/domain/ladder-schemas";
import { CHIP_LADDERS, compulsionForChip, compulsionsToResist, isOcdType, preventionFor } from "../erp/local";

export interface LadderContext {
  ocdType: string | null;
  primaryTriggers: readonly string[];
  commonCompulsions: readonly string[];
  anxietySeverity: number | null;
  /** The situations already on the ladder: never suggested again. */
  existing: readonly string[];
}

/** Which trigger chips each onboarding trigger points to, closest first. */
const CHIPS_FOR_TRIGGER: Record<string, readonly TriggerChipId[]> = {
  public_surfaces: ["public_doorknobs", "floors_and_soles", "public_restroom"],
  shared_objects: ["shaking_hands", "cash_and_coins"],
  body_fluids: ["public_restroom", "shaking_hands"],
  dirty_items: ["floors_and_soles", "cash_and_coins"],
  doors_locks: ["door_lock"],
  appliances: ["stove", "appliances_plugged_in"],
  documents: ["email_unread"],
  personal_items: ["wallet_and_keys"],
  uneven_objects: ["crooked_frames", "uneven_laces_and_sleeves"],
  asymmetric_patterns: ["one_handed_touch", "uneven_laces_and_sleeves"],
  disordered_items: ["shelf_out_of_order", "messy_desk"],
  irregular_spacing: ["crooked_frames", "shelf_out_of_order"],
  harm_self: ["doubt_about_something_terrible", "taboo_thoughts"],
  harm_others: ["harming_thoughts_near_loved_ones", "driving_thoughts", "kitchen_knife"],
  inappropriate_thoughts: ["taboo_thoughts"],
  existential_thoughts: ["doubt_about_something_terrible"],
};

/** Chips used per ladder: four chips times three steps is twelve suggestions at most. */
const CHIPS_USED = 4;
/** The expected anxiety of the gentle, middle and strong step, before the person's own severity shifts it. */
const STEP_ANXIETY = [3, 5, 7] as const;

const normalise = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/** The chips to build the ladder from: those the person's triggers point to, then the rest of their type's. */
function chipsFor(ctx: LadderContext): TriggerChipId[] {
  const type: OcdType = isOcdType(ctx.ocdType) ? ctx.ocdType : "checking";
  const ofType = TRIGGER_CHIP_IDS[type];
  const pointed = ctx.primaryTriggers.flatMap((t) => CHIPS_FOR_TRIGGER[t] ?? []).filter((c) => ofType.includes(c));
  // Someone with unwanted thoughts of harming themselves is not offered an exposure with a knife here:
  // that step belongs with a clinician who knows them.
  const excluded = new Set<TriggerChipId>(ctx.primaryTriggers.includes("harm_self") ? ["kitchen_knife"] : []);
  return [...new Set([...pointed, ...ofType])].filter((c) => !excluded.has(c)).slice(0, CHIPS_USED);
}

/** 8-12 suggestions, ordered by expected anxiety (gentlest first), none already on the ladder. */
export function localLadderSuggestions(ctx: LadderContext): LadderSuggestion[] {
  const chips = chipsFor(ctx);
  const compulsions = compulsionsToResist(ctx.ocdType, ctx.commonCompulsions);
  const shift = (ctx.anxietySeverity ?? 5) >= 8 ? 1 : (ctx.anxietySeverity ?? 5) <= 3 ? -1 : 0;
  const existing = new Set(ctx.existing.map(normalise));
  const out: LadderSuggestion[] = [];
  chips.forEach((chip, c) => {
    STEP_ANXIETY.forEach((base, step) => {
      // The two variants of a step alternate between chips, so one ladder holds different kinds of practice.
      const situation = CHIP_LADDERS[chip][step]![c % 2]!;
      if (existing.has(normalise(situation))) return;
      const expectedAnxiety = Math.min(EXPECTED_ANXIETY_MAX, Math.max(1, base + (c % 2) + shift));
      out.push({ situation, compulsionToResist: preventionFor(compulsionForChip(chip, compulsions[c % compulsions.length]!)), expectedAnxiety });
    });
  });
  // Stable sort: equal levels keep the chip order (the person's own triggers first).
  return out.sort((a, b) => a.expectedAnxiety - b.expectedAnxiety).slice(0, SUGGESTIONS_MAX);
}
