// HEAD answers the status GET would, on every route that takes an id (the cross-user routes of
// e2e/api/routes.ts), for someone else's id, an id that names nobody, and an admin: decision 009 (other
// users get 403 whether or not the id exists) and decision 054, amendment (c) (HEAD on a GET that changes
// something checks access and the path, then answers with nothing done). The route files' own handlers
// run here through the route wrapper; only who is signed in is given, as the session cookie would.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { API_ROUTES, urlFor, type ApiRoute } from "@/e2e/api/routes";
import type { Actor } from "@/lib/server/auth/access";
import { forbidden, unauthorized } from "@/lib/server/errors";
import { actorOf, createUser } from "./factories";

const signedIn: { actor: Actor | null } = { actor: null };

vi.mock("@/lib/server/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/auth/session")>()),
  requireUser: async () => {
    if (!signedIn.actor) throw unauthorized();
    return signedIn.actor;
  },
  requireAdmin: async () => {
    if (!signedIn.actor) throw unauthorized();
    if (signedIn.actor.role !== "admin") throw forbidden();
    return signedIn.actor;
  },
}));

type Handler = (req: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

const ID_GETS = API_ROUTES.filter((r) => r.method === "GET" && r.file.includes("["));
const NOBODY = "00000000-0000-4000-8000-000000000000";

/** The route's path parameters, read off its folder ("/api/users/[id]/plan") and the concrete path. */
function paramsOf(route: ApiRoute, url: string): Record<string, string> {
  const concrete = url.split("?")[0]!.split("/");
  const params: Record<string, string> = {};
  route.file.split("/").forEach((segment, i) => {
    const name = /^\[(\w+)\]$/.exec(segment)?.[1];
    if (name) params[name] = concrete[i]!;
  });
  return params;
}

async function statusOf(route: ApiRoute, method: "GET" | "HEAD", url: string, as: Actor): Promise<number> {
  const { GET } = (await import(/* @vite-ignore */ `@/app${route.file}/route`)) as { GET: Handler };
  signedIn.actor = as;
  const req = new NextRequest(`http://localhost${url}`, { method, headers: { host: "localhost", origin: "http://localhost", "sec-fetch-site": "same-origin" } });
  const res = await GET(req, { params: Promise.resolve(paramsOf(route, url)) });
  return res.status;
}

describe("HEAD on every route that takes an id answers as GET does", () => {
  let a: Actor, b: Actor, admin: Actor;
  beforeAll(async () => {
    a = actorOf(await createUser({ complete: true }));
    b = actorOf(await createUser({ complete: true }));
    admin = actorOf(await createUser({ role: "admin", complete: true }));
  });

  it("walks the id-taking GET routes, the task-changing one among them", () => {
    expect(ID_GETS.length).toBeGreaterThanOrEqual(10);
    expect(ID_GETS.map((r) => r.file)).toContain("/api/erp-challenge/[userId]");
  });

  it.each(ID_GETS.map((r) => [r.file, r] as const))("%s: another user's id, and an id that names nobody", async (_, route) => {
    for (const user of [a.id, NOBODY]) {
      const url = urlFor(route, { user, username: "nobody" });
      const get = await statusOf(route, "GET", url, b);
      expect(get, `GET ${url}`).toBe(403);
      expect(await statusOf(route, "HEAD", url, b), `HEAD ${url}`).toBe(get);
    }
  });

  it.each(ID_GETS.map((r) => [r.file, r] as const))("%s: an admin on someone else's id", async (_, route) => {
    const url = urlFor(route, { user: a.id, username: "nobody" });
    expect(await statusOf(route, "HEAD", url, admin), `HEAD ${url}`).toBe(await statusOf(route, "GET", url, admin));
  });
});
