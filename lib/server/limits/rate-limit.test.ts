import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { forgetHits, recordHits } from "./rate-limit";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, seconds));
const rows = async (key: string) => (await db()).rateLimitHit.count({ where: { key } });

describe("database rate limits", () => {
  it("holds each key to its own window, and a refused hit is not kept", async () => {
    const short = { key: "test:short", max: 1, windowSeconds: 10 };
    const long = { key: "test:long", max: 3, windowSeconds: 3600 };
    expect((await recordHits([short, long], at(0))).retryAfter).toBeNull();
    // short is full for 10 s: the refusal names that wait, and neither hit of the refused call stays
    expect((await recordHits([short, long], at(4))).retryAfter).toBe(6);
    expect(await rows("test:short")).toBe(1);
    expect(await rows("test:long")).toBe(1);
    // after short's window, long still has room for two more
    expect((await recordHits([short, long], at(11))).retryAfter).toBeNull();
    expect((await recordHits([long], at(12))).retryAfter).toBeNull();
    // full: room again when the oldest hit (at 0 s) leaves the hour
    expect((await recordHits([long], at(13))).retryAfter).toBe(3600 - 13);
  });

  it("names the real wait when a key is more than one hit over its limit (the limit was lowered)", async () => {
    for (const s of [0, 10, 20]) await recordHits([{ key: "test:lowered", max: 3, windowSeconds: 60 }], at(s));
    // with max 1, all three must leave the minute before one more fits: the last, from 20 s, at 80 s
    expect((await recordHits([{ key: "test:lowered", max: 1, windowSeconds: 60 }], at(30))).retryAfter).toBe(50);
  });

  it("forgets given hits and whole keys", async () => {
    const a = await recordHits([{ key: "test:a", max: 5, windowSeconds: 60 }]);
    await recordHits([{ key: "test:b", max: 5, windowSeconds: 60 }]);
    await recordHits([{ key: "test:b", max: 5, windowSeconds: 60 }]);
    await forgetHits(a.ids, ["test:b"]);
    expect(await rows("test:a")).toBe(0);
    expect(await rows("test:b")).toBe(0);
  });
});
