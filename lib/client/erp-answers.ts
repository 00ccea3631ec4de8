// Reads the ERP answers of docs/spec.md §7 in the browser without zod (it would add ~30 kB gzip to
// /erp-session): a shape check of exactly what the flow renders, so a garbled answer becomes the
// spec's 'Invalid response format from server' instead of a broken screen. The server validates with
// the zod schemas of lib/domain/erp-schemas; erp-answers.test.ts proves that everything they accept passes here.
import type { ErpChallenge, ErpGuidance, ErpSessionCreated } from "@/lib/domain/erp-schemas";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;
const isSeconds = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

function isResource(v: unknown): boolean {
  return (
    isObject(v) &&
    typeof v.name === "string" &&
    typeof v.contact === "string" &&
    typeof v.detail === "string" &&
    (v.href === undefined || typeof v.href === "string")
  );
}

function isCrisis(v: unknown): boolean {
  return isObject(v) && typeof v.intro === "string" && Array.isArray(v.resources) && v.resources.every(isResource);
}

function isErpGuidance(v: unknown): v is ErpGuidance {
  return (
    isObject(v) &&
    isObject(v.task) &&
    isText(v.task.description) &&
    isSeconds(v.task.duration) &&
    isText(v.guidance) &&
    isText(v.encouragement) &&
    (v.crisis === undefined || isCrisis(v.crisis))
  );
}

/** A check-in to answer before the task: absent or null when there is none. */
function isCheckIn(v: unknown): boolean {
  return v === undefined || v === null || (isObject(v) && isText(v.id) && isText(v.question) && (v.answer === null || v.answer === "yes" || v.answer === "no"));
}

/** POST /api/erp-sessions answer, or null when it is not one. */
export function readErpSessionCreated(data: unknown): ErpSessionCreated | null {
  return isObject(data) && typeof data.id === "string" && isErpGuidance(data.guidance) && isCheckIn(data.checkIn) ? (data as ErpSessionCreated) : null;
}

/** GET /api/erp-challenge/{userId} answer, or null when it is not one. */
export function readErpChallenge(data: unknown): ErpChallenge | null {
  return isObject(data) && isErpGuidance(data.guidance) && isCheckIn(data.checkIn) ? (data as ErpChallenge) : null;
}
