// The route's own wiring of the per-address limit: the address comes from the request, and the
// refusal is a 429 with Retry-After before any account is created.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { env, resetEnvForTests } from "@/lib/server/env";
import { reserveRegistration } from "@/lib/server/services/users";
import { POST } from "./route";

// Behind one trusted proxy, the address is the last X-Forwarded-For entry (decision 052).
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.TRUST_PROXY;
  resetEnvForTests();
});

describe("POST /api/register", () => {
  it("answers 429 with Retry-After once the address has used its registrations", async () => {
    for (let i = 0; i < env().REGISTER_MAX_PER_IP; i++) await reserveRegistration("192.0.2.44");
    const req = new NextRequest("http://localhost/api/register", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", host: "localhost", "x-forwarded-for": "192.0.2.44" },
      body: JSON.stringify({ username: "Late Comer", email: "late@example.test", password: "secret-enough" }),
    });
    const res = await POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await res.json()).message).toMatch(/^Too many accounts were created from this network\./);
    expect(await (await db()).user.count({ where: { email: "late@example.test" } })).toBe(0);
  });
});
