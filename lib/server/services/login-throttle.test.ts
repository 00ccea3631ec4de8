import { describe, expect, it } from "vitest";
import { accountKey, assertLoginAllowed, clearLoginFailures, ipKey, recordLoginFailure } from "./login-throttle";

describe("login throttling", () => {
  it("blocks an account after 5 failures in 15 minutes, with Retry-After, and frees it later", async () => {
    const keys = { account: accountKey("Throttle@Example.test"), ip: ipKey("10.0.0.1") };
    const t0 = new Date("2026-05-01T12:00:00Z");
    for (let i = 0; i < 5; i++) await recordLoginFailure(keys, new Date(t0.getTime() + i * 1000));
    const blocked = await assertLoginAllowed(keys, new Date(t0.getTime() + 10_000)).catch((e) => e);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["Retry-After"]).toBe(String(900 - 10));
    await expect(assertLoginAllowed(keys, new Date(t0.getTime() + 901_000 + 5_000))).resolves.toBeUndefined();
  });

  it("counts failures per IP across accounts", async () => {
    const ip = ipKey("10.0.0.2");
    const now = new Date();
    for (let i = 0; i < 30; i++) await recordLoginFailure({ account: accountKey(`someone${i}`), ip }, now);
    await expect(assertLoginAllowed({ account: accountKey("fresh"), ip }, now)).rejects.toMatchObject({ status: 429 });
  });

  it("clears an account's failures after a successful sign-in", async () => {
    const keys = { account: accountKey("clear-me"), ip: ipKey("10.0.0.3") };
    for (let i = 0; i < 5; i++) await recordLoginFailure(keys);
    await clearLoginFailures(keys.account);
    await expect(assertLoginAllowed(keys)).resolves.toBeUndefined();
  });
});
