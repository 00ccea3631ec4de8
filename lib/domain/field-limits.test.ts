// Every length limit a person can run into says it the one way (decision 054, amendment (d)): "to N
// characters or fewer", with N the characters the person typed, N allowed and N + 1 refused.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { AdminUserListQuery } from "./admin";
import { PasswordResetInput, RegisterInput } from "./auth";
import { NoteInput } from "./clinician-notes";
import { ErpMoodUpdate, ErpSessionCreate } from "./erp-schemas";
import { ADMIN_SEARCH_MAX, CUSTOM_PREFIX, CUSTOM_TEXT_MAX, JOURNAL_SEARCH_MAX, keepTo, NOTE_MAX_LENGTH, THOUGHT_MAX_LENGTH } from "./field-limits";
import { LadderRungCreate } from "./ladder-schemas";
import { OnboardingInput } from "./onboarding";
import { ThoughtCreate, ThoughtListQuery } from "./thoughts";

const USER = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** The first message of the refusal, or null when the value is accepted. */
function firstMessage(schema: ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

const onboarding = (compulsion: string) => ({
  ocdType: "checking",
  primaryTriggers: ["doors_locks"],
  commonCompulsions: [compulsion],
  anxietySeverity: 5,
  readinessLevel: "easy",
  interferenceLevel: "occasionally",
  avoidanceLevel: "low",
});

const LIMITS: [string, number, string, ZodType, (text: string) => unknown][] = [
  ["username (registration)", 50, "Please keep your username to 50 characters or fewer", RegisterInput, (t) => ({ username: t, email: "a@example.test", password: "secret12" })],
  ["password (registration)", 128, "Please keep your password to 128 characters or fewer", RegisterInput, (t) => ({ username: "maya", email: "a@example.test", password: t })],
  ["password (reset)", 128, "Please keep your password to 128 characters or fewer", PasswordResetInput, (t) => ({ token: "a-token", password: t })],
  ["ERP trigger", 1000, "Please keep the trigger to 1000 characters or fewer", ErpSessionCreate, (t) => ({ userId: USER, trigger: t, anxietyLevel: 5, duration: 30 })],
  ["journal search", JOURNAL_SEARCH_MAX, "Please keep the search text to 200 characters or fewer", ThoughtListQuery, (t) => ({ query: t })],
  ["admin search", ADMIN_SEARCH_MAX, "Please keep the search text to 100 characters or fewer", AdminUserListQuery, (t) => ({ query: t })],
  ["a compulsion of one's own at onboarding", CUSTOM_TEXT_MAX, "Please keep the compulsion in your own words to 200 characters or fewer", OnboardingInput, (t) => onboarding(CUSTOM_PREFIX + t)],
  ["a thought", THOUGHT_MAX_LENGTH, "Please keep a thought to 2000 characters or fewer", ThoughtCreate, (t) => ({ userId: USER, thought: t })],
  ["a clinician note", NOTE_MAX_LENGTH, "Please keep a note to 2000 characters or fewer", NoteInput, (t) => ({ text: t })],
  ["what you learned", 1000, "Please keep what you learned to 1000 characters or fewer", ErpMoodUpdate, (t) => ({ mood: "same", learned: t })],
  ["a ladder step's situation", 300, "Please keep the situation to 300 characters or fewer", LadderRungCreate, (t) => ({ situation: t, compulsionToResist: "Do not check.", expectedAnxiety: 4 })],
];

describe("length limits", () => {
  it.each(LIMITS)("%s: %i characters pass, one more is refused 'to N characters or fewer'", (_, max, message, schema, make) => {
    expect(message).toBe(keepTo(message.slice("Please keep ".length, message.indexOf(" to ")), max));
    expect(firstMessage(schema, make("x".repeat(max)))).toBeNull();
    expect(firstMessage(schema, make("x".repeat(max + 1)))).toBe(message);
  });

  it("a compulsion of one's own is counted without its stored prefix, and named in words, not as commonCompulsions.0", () => {
    const parsed = OnboardingInput.safeParse(onboarding(CUSTOM_PREFIX + "x".repeat(1000)));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual(["Please keep the compulsion in your own words to 200 characters or fewer"]);
  });

  it("no message in the app's code says a length limit another way ('at most N characters')", () => {
    const root = path.resolve(__dirname, "..", "..");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (name === "generated" || name === "node_modules") return [];
        if (statSync(full).isDirectory()) return files(full);
        return /\.tsx?$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
      });
    const found = ["lib", "app", "components"]
      .flatMap((dir) => files(path.join(root, dir)))
      // In a string or a template (a message), not in a comment: "… at most ${MAX} characters".
      .filter((file) => /["'`][^"'`\n]*at most[^"'`\n]*characters[^"'`\n]*["'`]/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(found).toEqual([]);
  });
});
