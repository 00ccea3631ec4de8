// CSRF: every state-changing route accepts only same-origin JSON. A cross-site Origin or
// Sec-Fetch-Site is refused before anything is read or changed, even with a valid session.
import { expect, test } from "@playwright/test";
import { ORIGIN, readyUser } from "../helpers";

const WRITES: { method: "POST" | "PATCH" | "DELETE"; path: string; body?: object }[] = [
  { method: "POST", path: "/api/register", body: { username: "x", email: "x@example.test", password: "secret12" } },
  { method: "POST", path: "/api/login", body: { login: "x", password: "secret12" } },
  { method: "POST", path: "/api/logout" },
  { method: "POST", path: "/api/resend-verification", body: { email: "x@example.test" } },
  { method: "POST", path: "/api/thought-logs", body: { userId: "{me}", thought: "What if?" } },
  { method: "PATCH", path: "/api/users/{me}/onboarding", body: { ocdType: "checking" } },
  { method: "PATCH", path: "/api/users/{me}/settings", body: { emailNotifications: false } },
  { method: "DELETE", path: "/api/users/{me}", body: { password: "calm-waters-42" } },
  { method: "POST", path: "/api/erp-sessions", body: { userId: "{me}", trigger: "doors", anxietyLevel: 5, duration: 30 } },
  { method: "PATCH", path: "/api/erp-sessions/{me}", body: { mood: "better" } },
  { method: "PATCH", path: "/api/admin/users/{me}", body: { role: "admin", isActive: true } },
];

test("GET /api/erp-challenge, which stores a new task, is refused from another site too", async ({ request }) => {
  const me = await readyUser(request, "csrf-challenge");
  const path = `/api/erp-challenge/${me.id}`;
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
  for (const w of WRITES) {
    const path = w.path.replace("{me}", me.id);
    const data = w.body ? JSON.parse(JSON.stringify(w.body).replace("{me}", me.id)) : undefined;
    const attacks: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
    for (const headers of attacks) {
      const res = await request.fetch(path, { method: w.method, data, headers });
      expect(res.status(), `${w.method} ${w.path} ${JSON.stringify(headers)}`).toBe(403);
    }
    if (w.body) {
      const form = await request.fetch(path, {
        method: w.method,
        headers: { ...ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        data: "a=b",
      });
      expect([401, 403, 415], `${w.method} ${w.path} as a form`).toContain(form.status());
    }
  }
  // still signed in, still the same account: nothing above took effect
  const after = await request.get("/api/user");
  expect(after.status()).toBe(200);
  expect((await after.json()).role).toBe("user");
});
