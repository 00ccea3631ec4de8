// The list the security suites walk (e2e/api/routes.ts) must be every route under app/api: a new
// route file or method fails here until it is listed, and with it cross-user, CSRF and fuzz tested.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES, NOT_ENDPOINTS } from "@/e2e/api/routes";

const APP = path.resolve(__dirname, "..", "app");
const METHODS = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** "METHOD /api/folder" for every method exported by every route file under app/api. */
function exported(): string[] {
  return routeFiles(path.join(APP, "api")).flatMap((file) => {
    const folder = "/" + path.relative(APP, path.dirname(file)).split(path.sep).join("/");
    if (NOT_ENDPOINTS.includes(folder)) return [];
    return [...readFileSync(file, "utf8").matchAll(METHODS)].map((m) => `${m[1]} ${folder}`);
  });
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const OTHER_METHODS = /export\s+const\s+\{([^}]*)\}\s*=\s*otherMethods\(([^)]*)\)/;

describe("the methods a route does not answer", () => {
  it("are refused by otherMethods() in every route file, which names the methods the file answers", () => {
    for (const file of routeFiles(path.join(APP, "api"))) {
      if (file.includes("[...unknown]")) continue; // every method of an unknown path is a 404
      const text = readFileSync(file, "utf8");
      const answered = [...text.matchAll(METHODS)].map((m) => m[1]);
      const refused = OTHER_METHODS.exec(text);
      const where = path.relative(APP, file);
      expect(refused, `${where} has no otherMethods() line`).not.toBeNull();
      const names = (list: string) => list.split(",").map((m) => m.trim().replaceAll('"', "")).filter(Boolean).sort();
      expect(names(refused![2]!), where).toEqual([...answered].sort());
      expect([...answered, ...names(refused![1]!)].sort(), where).toEqual([...ALL_METHODS, "OPTIONS"].sort());
    }
  });
});

describe("the API route list of the security suites", () => {
  it("names every method of every route file under app/api, and nothing else", () => {
    const listed = API_ROUTES.map((r) => `${r.method} ${r.file}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(exported().sort());
  });

  it("sends every route that takes an id through the cross-user suite", () => {
    for (const r of API_ROUTES) if (r.file.includes("[")) expect(r.crossUser, `${r.method} ${r.file}`).toBe(true);
  });

  it("sends every admin route through the roles suite", () => {
    for (const r of API_ROUTES) expect(Boolean(r.staffOnly), `${r.method} ${r.file}`).toBe(r.file.startsWith("/api/admin"));
  });

  it("sends every write through the CSRF suite, but the one-click unsubscribe, which says why", () => {
    for (const r of API_ROUTES) if (r.method !== "GET" && !r.crossSiteAllowedBecause) expect(r.refusesCrossSite, `${r.method} ${r.file}`).toBe(true);
    const open = API_ROUTES.filter((r) => r.crossSiteAllowedBecause);
    expect(open.map((r) => `${r.method} ${r.file}`)).toEqual(["POST /api/unsubscribe"]);
    for (const r of open) expect(r.crossSiteAllowedBecause!.length).toBeGreaterThan(20);
  });

  it("fuzzes every route, or says why not", () => {
    const skipped = API_ROUTES.filter((r) => r.notFuzzed);
    for (const r of skipped) expect(r.notFuzzed!.length, `${r.method} ${r.file}`).toBeGreaterThan(10);
    expect(skipped.map((r) => `${r.method} ${r.file}`)).toEqual(["GET /api/health", "POST /api/logout"]);
  });

  it("would notice a route file missing from the list", () => {
    const withoutOne = API_ROUTES.slice(1).map((r) => `${r.method} ${r.file}`).sort();
    expect(withoutOne).not.toEqual(exported().sort());
  });
});
