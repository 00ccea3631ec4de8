// GET /api/cron/reminders is for the holder of CRON_SECRET only (Vercel Cron's bearer token): 401 without
// it, with a wrong one, and for everyone while no secret is configured.
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../env";
import { assertCronSecret } from "./cron-auth";

afterEach(() => {
  delete process.env.CRON_SECRET;
  resetEnvForTests();
});

describe("the cron secret", () => {
  it("lets the bearer of the secret in, and nobody else", () => {
    process.env.CRON_SECRET = "s3cret-value-for-cron";
    resetEnvForTests();
    expect(() => assertCronSecret("Bearer s3cret-value-for-cron")).not.toThrow();
    for (const header of [null, "", "Bearer", "Bearer wrong", "bearer s3cret-value-for-cron", "Basic s3cret-value-for-cron", "Bearer s3cret-value-for-cron "]) {
      expect(() => assertCronSecret(header), String(header)).toThrow(expect.objectContaining({ status: 401 }));
    }
  });

  it("refuses every call while CRON_SECRET is unset", () => {
    expect(() => assertCronSecret("Bearer ")).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => assertCronSecret("Bearer undefined")).toThrow(expect.objectContaining({ status: 401 }));
  });
});
