// CSRF: every state-changing route (refusesCrossSite in ./routes.ts) accepts only same-origin JSON.
// A cross-site Origin or Sec-Fetch-Site is refused before anything is read or changed, even with a
// valid session.
import { expect, test } from "@playwright/test";
import { ORIGIN, readyUser } from "../helpers";
import { API_ROUTES, bodyFor, urlFor } from "./routes";

const WRITES = API_ROUTES.filter((r) => r.refusesCrossSite && r.method !== "GET");
const STATEFUL_GETS = API_ROUTES.filter((r) => r.refusesCrossSite && r.method === "GET");

test("GET /api/erp-challenge, which stores a new task, is refused from another site too", async ({ request }) => {
  const me = await readyUser(request, "csrf-challenge");
  expect(STATEFUL_GETS.map((r) => r.file)).toEqual(["/api/erp-challenge/[userId]"]);
  const path = urlFor(STATEFUL_GETS[0]!, { user: me.id });
  const attacks: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "https://evil.example" }];
  for (const headers of attacks) {
    expect((await request.get(path, { headers })).status(), JSON.stringify(headers)).toBe(403);
  }
  const own = await request.get(path, { headers: { "sec-fetch-site": "same-origin" } });
  expect(own.status()).toBe(200);
  expect((await own.json()).guidance.task.description).toBeTruthy();
});

test("cross-site writes are refused with 403 and change nothing; non-JSON bodies get 415", async ({ request }) => {
  const me = await readyUser(request, "csrf");
  expect(WRITES.length).toBeGreaterThanOrEqual(11);
  for (const w of WRITES) {
    const path = urlFor(w, { user: me.id });
    const data = bodyFor(w, { user: me.id });
    const attacks: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
    for (const headers of attacks) {
      const res = await request.fetch(path, { method: w.method, data, headers });
      expect(res.status(), `${w.method} ${w.path} ${JSON.stringify(headers)}`).toBe(403);
    }
    // Writes that take no input (logout, deletions) refuse a form body too.
    const form = await request.fetch(path, {
      method: w.method,
      headers: { ...ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      data: "a=b",
    });
    expect([401, 403, 415], `${w.method} ${w.path} as a form`).toContain(form.status());
  }
  // still signed in, still the same account: nothing above took effect
  const after = await request.get("/api/user");
  expect(after.status()).toBe(200);
  expect((await after.json()).role).toBe("user");
});
