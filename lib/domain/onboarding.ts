// The onboarding payload of docs/spec.md §3, validated against the enumerations. braveryScore is accepted
// for compatibility with the contract but ignored: the server computes it (lib/domain/bravery.ts).
import { z } from "zod";
import {
  ALL_COMPULSIONS,
  AVOIDANCE_LEVELS,
  COMPULSIONS_BY_TYPE,
  COPING_SKILLS,
  INTERFERENCE_LEVELS,
  OCD_TYPES,
  READINESS_LEVELS,
  TRIGGERS_BY_TYPE,
} from "./enums";

import { CUSTOM_PREFIX, CUSTOM_TEXT_MAX, keepTo } from "./field-limits";
import { hasVisibleText } from "./text";

export { CUSTOM_PREFIX, CUSTOM_TEXT_MAX };

// A compulsion of one's own is stored as "custom:" and the person's words: the message names the field as
// the wizard does ("Something else you do", "In your own words") and the limit the person types against
// (CUSTOM_TEXT_MAX, the field's maxLength), not the stored length with the prefix.
const CUSTOM_COMPULSION_TOO_LONG = keepTo("the compulsion in your own words", CUSTOM_TEXT_MAX);

const compulsion = z
  .string()
  .max(CUSTOM_PREFIX.length + CUSTOM_TEXT_MAX, CUSTOM_COMPULSION_TOO_LONG)
  .refine(
    (v) => ALL_COMPULSIONS.includes(v) || (v.startsWith(CUSTOM_PREFIX) && hasVisibleText(v.slice(CUSTOM_PREFIX.length))),
    "Unknown compulsion",
  );

export const OnboardingInput = z
  .object({
    ocdType: z.enum(OCD_TYPES, { message: "Please choose an OCD type" }),
    primaryTriggers: z.array(z.string().max(64)).max(20).min(1, "Please select at least one trigger"),
    commonCompulsions: z.array(compulsion).max(20).default([]),
    anxietySeverity: z.number().int().min(1).max(10),
    readinessLevel: z.enum(READINESS_LEVELS),
    copingSkills: z.array(z.enum(COPING_SKILLS)).max(COPING_SKILLS.length).default([]),
    previousErpExperience: z.boolean().default(false),
    interferenceLevel: z.enum(INTERFERENCE_LEVELS),
    avoidanceLevel: z.enum(AVOIDANCE_LEVELS),
    braveryScore: z.number().optional(),
  })
  .superRefine((v, ctx) => {
    const allowedTriggers: readonly string[] = TRIGGERS_BY_TYPE[v.ocdType];
    v.primaryTriggers.forEach((t, i) => {
      if (!allowedTriggers.includes(t)) ctx.addIssue({ code: "custom", path: ["primaryTriggers", i], message: "Unknown trigger for this OCD type" });
    });
    const allowedCompulsions: readonly string[] = COMPULSIONS_BY_TYPE[v.ocdType];
    v.commonCompulsions.forEach((c, i) => {
      if (!c.startsWith(CUSTOM_PREFIX) && !allowedCompulsions.includes(c))
        ctx.addIssue({ code: "custom", path: ["commonCompulsions", i], message: "Unknown compulsion for this OCD type" });
    });
  });
export type OnboardingInput = z.input<typeof OnboardingInput>;
