// A method a route does not answer gets a JSON 405 naming the ones it does (RFC 9110 §15.5.6), on every
// route of the security suites' list; an unknown path stays a 404 whatever the method.
import { expect, test } from "@playwright/test";
import { API_ROUTES } from "./routes";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const files = [...new Set(API_ROUTES.map((r) => r.file))];
// Any id shape will do: the method is refused before anything is looked up.
const ID = "00000000-0000-4000-8000-000000000000";

test("every route refuses the methods it does not answer with a JSON 405 and an Allow header", async ({ request }) => {
  for (const file of files) {
    const answered = API_ROUTES.filter((r) => r.file === file).map((r) => r.method);
    const refused = METHODS.filter((m) => !answered.includes(m));
    const path = file.replace(/\[[^\]]+\]/g, ID);
    for (const method of refused) {
      const res = await request.fetch(path, { method, headers: { Origin: "http://127.0.0.1" }, data: method === "GET" ? undefined : {} });
      expect(res.status(), `${method} ${file}`).toBe(405);
      const allow = res.headers()["allow"]!.split(", ");
      expect(allow, `${method} ${file}`).toEqual(expect.arrayContaining(answered));
      expect(allow, `${method} ${file}`).not.toContain(method);
      expect(await res.json(), `${method} ${file}`).toMatchObject({ message: "This method is not allowed here" });
    }
  }
});

test("OPTIONS names only the methods a route answers", async ({ request }) => {
  for (const file of files) {
    const answered = API_ROUTES.filter((r) => r.file === file).map((r) => r.method);
    const res = await request.fetch(file.replace(/\[[^\]]+\]/g, ID), { method: "OPTIONS" });
    expect(res.status(), file).toBe(204);
    const allow = res.headers()["allow"]!.split(", ");
    expect(allow.filter((m) => m !== "HEAD" && m !== "OPTIONS").sort(), file).toEqual([...answered].sort());
  }
});

test("an unknown API path, and /api itself, is a JSON 404 for every method", async ({ request }) => {
  for (const path of ["/api/no-such-thing", "/api"]) {
    for (const method of METHODS) {
      const res = await request.fetch(path, { method });
      expect(res.status(), `${method} ${path}`).toBe(404);
      expect(await res.json(), `${method} ${path}`).toEqual({ message: "Not found" });
    }
  }
});

test("a path whose percent-escapes do not decode is a JSON 400 on every route; one that decodes reaches the route", async ({ request }) => {
  for (const file of files) {
    const method = API_ROUTES.find((r) => r.file === file)!.method;
    const malformed = file.includes("[") ? file.replace(/\[[^\]]+\]/, "%E0%A4%A").replace(/\[[^\]]+\]/g, ID) : `${file}/%zz`;
    const res = await request.fetch(malformed, { method, headers: { Origin: "http://127.0.0.1" }, data: method === "GET" ? undefined : {} });
    expect(res.status(), `${method} ${malformed}`).toBe(400);
    expect(await res.json(), `${method} ${malformed}`).toEqual({ message: "Malformed path" });
  }
  const decoded = await request.get("/api/erp-sessions/abc%20def");
  expect(decoded.status()).toBe(401);
  expect(await decoded.json()).toEqual({ message: "Not authenticated" });
});

test("a method no page answers (PROPFIND, SEARCH) is a JSON 405 on a page, not Next's empty 400", async ({ request }) => {
  for (const path of ["/", "/auth", "/home"]) {
    for (const method of ["PROPFIND", "SEARCH"]) {
      const res = await request.fetch(path, { method, maxRedirects: 0 });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(await res.json(), `${method} ${path}`).toEqual({ message: "This method is not allowed here" });
    }
  }
});
