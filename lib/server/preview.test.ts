// What only a preview shows: the banner's data and the demo accounts of the sign-in page.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "./env";
import { DEMO_ACCOUNTS } from "./demo/accounts";
import { previewInfo, signInDemoAccounts } from "./preview";

// Taken after tests/setup.ts has pointed DATABASE_URL (or PGLITE_DIR) at this file's own database.
let saved: NodeJS.ProcessEnv;
beforeAll(() => {
  saved = { ...process.env };
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
});

function deployment(vercelEnv: string | undefined) {
  process.env.REVIEW_FEEDBACK_URL = "https://forms.example/f?p={path}";
  process.env.VERCEL_GIT_COMMIT_SHA = "abc123";
  if (vercelEnv) process.env.VERCEL_ENV = vercelEnv;
  else delete process.env.VERCEL_ENV;
  resetEnvForTests();
}

describe("on a preview", () => {
  it("the banner gets the report address and the commit, and the sign-in page the demo accounts", () => {
    deployment("preview");
    expect(previewInfo()).toEqual({ feedbackUrl: "https://forms.example/f?p={path}", commit: "abc123" });
    expect(signInDemoAccounts()).toEqual([DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.newPatient, DEMO_ACCOUNTS.admin]);
  });

  it("the banner has no report link without REVIEW_FEEDBACK_URL", () => {
    deployment("preview");
    delete process.env.REVIEW_FEEDBACK_URL;
    resetEnvForTests();
    expect(previewInfo()).toEqual({ feedbackUrl: null, commit: "abc123" });
  });
});

describe.each(["production", "development", undefined])("VERCEL_ENV=%s", (vercelEnv) => {
  it("shows neither banner nor demo accounts", () => {
    deployment(vercelEnv);
    expect(previewInfo()).toBeNull();
    expect(signInDemoAccounts()).toBeNull();
  });
});
