// The route wrapper's own paths, without a server: what reaches the handler and what is refused
// before it (403 cross-site, 415 not JSON, 413 too large, 400 NUL characters and bad input, 404
// malformed ids), and how answers are shaped (null stays null, 201, 202, 204, 500 and 503 bodies).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RegisterInput } from "@/lib/domain/auth";
import { IdParams } from "@/lib/domain/ids";
import { AppError } from "../errors";
import { route } from "./route";

const URL_ = "http://localhost/api/test";
const SAME_ORIGIN = { origin: "http://localhost", host: "localhost" };
const Body = z.object({ text: z.string().min(1, "Text is required") });

const echo = route({ auth: "none", body: Body, maxBodyBytes: 64 }, async ({ body }) => body);

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  const init = { method: "POST", headers: { ...SAME_ORIGIN, "content-type": "application/json", ...headers }, body, duplex: "half" };
  return new NextRequest(URL_, init as ConstructorParameters<typeof NextRequest>[1]);
}

const call = (handler: ReturnType<typeof route>, req: NextRequest, params: Record<string, string> = {}) => handler(req, { params: Promise.resolve(params) });

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe("route(): requests refused before the handler", () => {
  it("415 for a body that is not JSON", async () => {
    expect(await answer(await call(echo, post("text=hi", { "content-type": "text/plain" })))).toEqual({
      status: 415,
      body: { message: "Requests must be sent as JSON (Content-Type: application/json)" },
    });
  });

  it("a write that takes no input still takes only JSON: none, or JSON, is accepted; anything else 415 or 400", async () => {
    const logout = route({ auth: "none" }, async () => ({ message: "Signed out" }));
    expect((await call(logout, post(null, { "content-type": "" }))).status).toBe(200);
    expect((await call(logout, post(null))).status).toBe(200);
    expect((await call(logout, post("{}"))).status).toBe(200);
    expect((await call(logout, post("a=b", { "content-type": "application/x-www-form-urlencoded" }))).status).toBe(415);
    expect((await call(logout, post("bye", { "content-type": "text/plain" }))).status).toBe(415);
    expect(await answer(await call(logout, post("{bye")))).toEqual({ status: 400, body: { message: "The request body is not valid JSON" } });
  });

  it("413 for a declared length over the limit, before reading", async () => {
    const res = await call(echo, post(JSON.stringify({ text: "x".repeat(100) }), { "content-length": "120" }));
    expect(await answer(res)).toEqual({ status: 413, body: { message: "The request is too large" } });
  });

  it("413 for a streamed body without a length that grows past the limit", async () => {
    const chunks = ['{"text":"', "x".repeat(40), "x".repeat(40), '"}'];
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    expect((await call(echo, post(stream))).status).toBe(413);
  });

  it("400, not 500, for JSON nested thousands deep", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const res = await call(route({ auth: "none", body: z.object({ text: z.string() }), maxBodyBytes: 16_384 }, async ({ body }) => body), post(deep));
    expect(res.status).toBe(400);
  });

  it("400 for NUL characters in a value, a key, or the query string", async () => {
    const nul = await answer(await call(echo, post(JSON.stringify({ text: "a\u0000b" }))));
    expect(nul).toEqual({ status: 400, body: { message: "Text cannot contain null characters" } });
    expect((await call(echo, post(JSON.stringify({ text: "ok", "k\u0000": 1 })))).status).toBe(400);
    const withQuery = route({ auth: "none", query: z.object({ q: z.string() }) }, async ({ query }) => query);
    expect((await call(withQuery, new NextRequest(`${URL_}?q=a%00b`))).status).toBe(400);
  });

  it("400 for half of a surrogate pair, which would be stored as U+FFFD; a whole pair (an emoji) passes", async () => {
    const lone = await answer(await call(echo, post('{"text":"a\\ud800b"}')));
    expect(lone).toEqual({ status: 400, body: { message: "Text cannot contain broken characters" } });
    expect((await call(echo, post('{"text":"a\\udc00"}'))).status).toBe(400);
    expect(await answer(await call(echo, post('{"text":"a\\ud83d\\ude00"}')))).toEqual({ status: 200, body: { text: "a\u{1F600}" } });
  });

  it("400 for bytes that are not UTF-8 (a Latin-1 'café'), which would be stored as U+FFFD; UTF-8 passes", async () => {
    const latin1 = Buffer.concat([Buffer.from('{"text":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const req = (body: Buffer) => new NextRequest(URL_, { method: "POST", body: new Uint8Array(body), headers: { "content-type": "application/json" } });
    expect(await answer(await call(echo, req(latin1)))).toEqual({ status: 400, body: { message: "Text cannot contain broken characters" } });
    expect(await answer(await call(echo, req(Buffer.from('{"text":"café"}'))))).toEqual({ status: 200, body: { text: "café" } });
  });

  it("400 for a query parameter given twice, rather than guessing which one was meant", async () => {
    const withQuery = route({ auth: "none", query: z.object({ q: z.string(), limit: z.string().optional() }) }, async ({ query }) => query);
    expect(await answer(await call(withQuery, new NextRequest(`${URL_}?q=a&limit=5&limit=500`)))).toEqual({
      status: 400,
      body: { message: "limit is given more than once", errors: { limit: "limit is given more than once" } },
    });
    expect(await answer(await call(withQuery, new NextRequest(`${URL_}?q=a&limit=5`)))).toEqual({ status: 200, body: { q: "a", limit: "5" } });
  });

  it("400 with the field's message for input the schema refuses, and for an empty or broken body", async () => {
    expect(await answer(await call(echo, post(JSON.stringify({ text: "" }))))).toEqual({
      status: 400,
      body: { message: "Text is required", errors: { text: "Text is required" } },
    });
    expect((await call(echo, post(""))).status).toBe(400);
    expect((await call(echo, post("{not json"))).status).toBe(400);
    // zod's own wording is said in plain words, with the field's name.
    expect(await answer(await call(echo, post(JSON.stringify({}))))).toEqual({ status: 400, body: { message: "text is required", errors: { text: "text is required" } } });
    expect((await answer(await call(echo, post(JSON.stringify({ text: 42 }))))).body).toMatchObject({ message: "text must be text" });
  });

  it("says zod's generic refusals of numbers, lists and choices in plain words", async () => {
    const Shape = z.object({ n: z.number().int().max(10), pick: z.enum(["a", "b"]).optional(), list: z.array(z.number()).max(2).optional() });
    const strict = route({ auth: "none", body: Shape }, async ({ body }) => body);
    const message = async (body: unknown) => ((await answer(await call(strict, post(JSON.stringify(body))))).body as { message: string }).message;
    expect(await message({ n: 11 })).toBe("n must be at most 10");
    expect(await message({ n: 1, pick: "c" })).toBe("pick must be one of: a, b");
    expect(await message({ n: 1, list: [1, 2, 3] })).toBe("list must be at most 2 items");
    expect(await message({ n: "3" })).toBe("n must be a number");
  });

  it("says a text over its limit as every length limit is said, 'to N characters or fewer' (decision 054, amendment (d))", async () => {
    const Shape = z.object({ word: z.string().max(5) });
    const strict = route({ auth: "none", body: Shape }, async ({ body }) => body);
    expect(await answer(await call(strict, post(JSON.stringify({ word: "sixsix" }))))).toEqual({
      status: 400,
      body: { message: "Please keep word to 5 characters or fewer", errors: { word: "Please keep word to 5 characters or fewer" } },
    });
    expect((await call(strict, post(JSON.stringify({ word: "five5" })))).status).toBe(200);
  });

  it("gives the catalogue's own texts as they are: an invalid e-mail at registration is 'Invalid email address' (docs/spec.md §5)", async () => {
    const register = route({ auth: "none", body: RegisterInput }, async () => ({}));
    expect(await answer(await call(register, post(JSON.stringify({ username: "x1", email: "not-an-email", password: "secret12" }))))).toEqual({
      status: 400,
      body: { message: "Invalid email address", errors: { email: "Invalid email address" } },
    });
  });

  it("404 for a path id that is not a UUID, like an unknown one", async () => {
    let reached = false;
    const byId = route({ auth: "none", params: IdParams }, async () => (reached = true));
    expect(await answer(await call(byId, new NextRequest(URL_), { id: "../../etc" }))).toEqual({ status: 404, body: { message: "Not found" } });
    expect(reached).toBe(false);
  });

  it("403 for another site's write that names that site as the forwarded host: only a proxy the deployment trusts may set it", async () => {
    const forged = post(JSON.stringify({ text: "hi" }), { origin: "http://evil.example", "x-forwarded-host": "evil.example" });
    expect(await answer(await call(echo, forged))).toEqual({ status: 403, body: { message: "Cross-site requests are not allowed" } });
  });

  it("403 for a write from another site", async () => {
    expect((await call(echo, post(JSON.stringify({ text: "hi" }), { origin: "https://evil.example" }))).status).toBe(403);
    expect((await call(echo, post(JSON.stringify({ text: "hi" }), { "sec-fetch-site": "cross-site" }))).status).toBe(403);
  });
  it("lets another site's write through only for a route that says why (the RFC 8058 one-click unsubscribe), without reading its body", async () => {
    const oneClick = route({ auth: "none", crossSiteAllowedBecause: "signed link, sent by mail providers" }, async () => ({ ok: true }));
    const form = new NextRequest(URL_, {
      method: "POST",
      headers: { origin: "https://mail.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await answer(await call(oneClick, form))).toEqual({ status: 200, body: { ok: true } });
  });
  it("runs a GET that changes something for GET only: HEAD runs its check (access, path, query) and answers 200 with nothing done", async () => {
    let runs = 0;
    const checked: string[] = [];
    const challenge = route(
      { auth: "none", changesState: { check: async ({ params }) => void checked.push(params.id) }, params: IdParams },
      async () => ({ run: ++runs }),
    );
    const id = "3f2a4c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";
    const head = await call(challenge, new NextRequest(URL_, { method: "HEAD" }), { id });
    expect({ status: head.status, body: await head.text(), runs, checked }).toEqual({ status: 200, body: "", runs: 0, checked: [id] });
    expect((await call(challenge, new NextRequest(URL_, { method: "HEAD" }), { id: "nope" })).status).toBe(404);
    expect(await answer(await call(challenge, new NextRequest(URL_), { id }))).toEqual({ status: 200, body: { run: 1 } });
  });

  it("answers HEAD on a GET that changes something with the check's refusal: someone else's id is 403 as for GET, and nothing runs", async () => {
    let runs = 0;
    const mine = "3f2a4c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";
    const onlyMine = route(
      {
        auth: "none",
        changesState: {
          check: async ({ params }) => {
            if (params.id !== mine) throw new AppError("forbidden", "You can only do this for your own account");
          },
        },
        params: IdParams,
      },
      async () => ({ run: ++runs }),
    );
    const other = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
    expect((await call(onlyMine, new NextRequest(URL_, { method: "HEAD" }), { id: other })).status).toBe(403);
    expect((await call(onlyMine, new NextRequest(URL_, { method: "HEAD" }), { id: mine })).status).toBe(200);
    expect(runs).toBe(0);
  });

});

describe("route(): answers", () => {
  it("passes the parsed body to the handler and answers 200 with its result", async () => {
    expect(await answer(await call(echo, post(JSON.stringify({ text: "hi", extra: 1 }))))).toEqual({ status: 200, body: { text: "hi" } });
  });

  it("keeps a null answer null, and answers {} when the handler returns nothing", async () => {
    const nothingYet = route({ auth: "none" }, async () => null);
    const res = await call(nothingYet, new NextRequest(URL_));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("null");
    const silent = route({ auth: "none" }, async () => undefined);
    expect(await (await call(silent, new NextRequest(URL_))).json()).toEqual({});
  });

  it("answers the status option for routes that create something", async () => {
    const create = route({ auth: "none", body: Body, status: 201 }, async ({ body }) => ({ id: "1", ...body }));
    expect(await answer(await call(create, post(JSON.stringify({ text: "new" }))))).toEqual({ status: 201, body: { id: "1", text: "new" } });
    const accepted = route({ auth: "none", body: Body, status: 202 }, async () => ({ message: "on its way" }));
    expect(await answer(await call(accepted, post(JSON.stringify({ text: "x" }))))).toEqual({ status: 202, body: { message: "on its way" } });
  });

  it("answers 204 without a body for deletions, and still refuses and maps errors first", async () => {
    const remove = route({ auth: "none", status: 204 }, async () => undefined);
    const del = (headers: Record<string, string> = SAME_ORIGIN) => new NextRequest(URL_, { method: "DELETE", headers });
    const res = await call(remove, del());
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await call(remove, del({ origin: "https://evil.example", host: "localhost" }))).status).toBe(403);
    const missing = route({ auth: "none", status: 204 }, async () => {
      throw new AppError("not_found", "Not here");
    });
    expect(await answer(await call(missing, del()))).toEqual({ status: 404, body: { message: "Not here" } });
  });

  it("maps AppError to its status, an unreachable database to 503, anything else to a 500 without details", async () => {
    const refused = route({ auth: "none" }, async () => {
      throw new AppError("conflict", "Already there", { field: "x" });
    });
    expect(await answer(await call(refused, new NextRequest(URL_)))).toEqual({ status: 409, body: { message: "Already there", field: "x" } });
    const down = route({ auth: "none" }, async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:5432 secret-host"), { code: "ECONNREFUSED" });
    });
    const outage = await call(down, new NextRequest(URL_));
    expect(outage.status).toBe(503);
    expect(outage.headers.get("retry-after")).toBe("5");
    const broken = route({ auth: "none" }, async () => {
      throw new Error("SELECT * FROM secret_table");
    });
    const crash = await answer(await call(broken, new NextRequest(URL_)));
    expect(crash.status).toBe(500);
    expect(crash.body.message).toBe("Something went wrong. Please try again.");
    expect(JSON.stringify(crash.body)).not.toContain("secret");
  });

  it("answers a race lost to another request as that request's outcome: a row gone is 404, a deadlock 409", async () => {
    const gone = route({ auth: "none" }, async () => {
      throw Object.assign(new Error("Record to delete does not exist."), { code: "P2025" });
    });
    expect(await answer(await call(gone, new NextRequest(URL_)))).toEqual({ status: 404, body: { message: "Not found" } });
    const deadlock = route({ auth: "none" }, async () => {
      throw Object.assign(new Error("Transaction failed due to a write conflict or a deadlock."), { code: "P2034" });
    });
    const conflict = await call(deadlock, new NextRequest(URL_));
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get("retry-after")).toBe("1");
  });
});
