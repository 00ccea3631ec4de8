import { describe, expect, it } from "vitest";
import { accountKey, ipKey, reserveLoginAttempt } from "./login-throttle";

const fail = (keys: { account: string; ip: string }, at: Date) => reserveLoginAttempt(keys, at); // reserved and never released = a failure

describe("login throttling", () => {
  it("blocks an account after 5 failures in 15 minutes, with Retry-After, and frees it later", async () => {
    const keys = { account: accountKey("throttle@example.test"), ip: ipKey("10.0.0.1") };
    const t0 = new Date("2026-05-01T12:00:00Z");
    for (let i = 0; i < 5; i++) await fail(keys, new Date(t0.getTime() + i * 1000));
    const blocked = await reserveLoginAttempt(keys, new Date(t0.getTime() + 10_000)).catch((e) => e);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["Retry-After"]).toBe(String(900 - 10));
    // refused attempts do not extend the lockout
    await reserveLoginAttempt(keys, new Date(t0.getTime() + 20_000)).catch(() => {});
    await expect(reserveLoginAttempt(keys, new Date(t0.getTime() + 901_000 + 5_000))).resolves.toBeDefined();
  });

  it("does not let someone else's guesses lock the person out: 5 failures from one address block that address only", async () => {
    const account = accountKey("targeted", "00000000-0000-4000-8000-0000000000b1");
    const now = new Date();
    for (let i = 0; i < 5; i++) await fail({ account, ip: ipKey("203.0.113.7") }, now);
    await expect(reserveLoginAttempt({ account, ip: ipKey("203.0.113.7") }, now)).rejects.toMatchObject({ status: 429 });
    // The person, at home: in.
    await (await reserveLoginAttempt({ account, ip: ipKey("198.51.100.20") }, now)).succeeded();
    // Their success clears the account's failures from every address.
    await expect(reserveLoginAttempt({ account, ip: ipKey("203.0.113.7") }, now)).resolves.toBeDefined();
  });

  it("stops guesses spread over many addresses at 50 failures for the account", async () => {
    const account = accountKey("spread", "00000000-0000-4000-8000-0000000000b2");
    const now = new Date();
    for (let i = 0; i < 50; i++) await fail({ account, ip: ipKey(`192.0.2.${i}`) }, now);
    await expect(reserveLoginAttempt({ account, ip: ipKey("198.51.100.99") }, now)).rejects.toMatchObject({ status: 429 });
  });

  it("lets at most the limit through when guesses arrive all at once", async () => {
    const keys = { account: accountKey("burst", "00000000-0000-4000-8000-000000000001"), ip: ipKey("10.0.0.9") };
    const now = new Date();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => reserveLoginAttempt(keys, now)));
    expect(results.filter((r) => r.status === "fulfilled").length).toBeLessThanOrEqual(5);
    expect(results.some((r) => r.status === "rejected" && (r.reason as { status?: number }).status === 429)).toBe(true);
  });

  it("counts failures per IP across accounts", async () => {
    const ip = ipKey("10.0.0.2");
    const now = new Date();
    for (let i = 0; i < 30; i++) await fail({ account: accountKey(`someone${i}`), ip }, now);
    await expect(reserveLoginAttempt({ account: accountKey("fresh"), ip }, now)).rejects.toMatchObject({ status: 429 });
  });

  it("a success clears the account's failures", async () => {
    const keys = { account: accountKey("clear-me"), ip: ipKey("10.0.0.3") };
    for (let i = 0; i < 4; i++) await fail(keys, new Date());
    await (await reserveLoginAttempt(keys)).succeeded();
    for (let i = 0; i < 5; i++) await fail(keys, new Date());
    await expect(reserveLoginAttempt(keys)).rejects.toMatchObject({ status: 429 });
  });

  it("one account shares one bucket whether signed in by username or e-mail", () => {
    const id = "00000000-0000-4000-8000-0000000000aa";
    expect(accountKey("Some Name", id)).toBe(accountKey("some@example.test", id));
    expect(accountKey("Unknown@Example.test")).toBe(accountKey("unknown@example.test"));
  });
});
