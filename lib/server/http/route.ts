// The one route wrapper: auth level, same-origin JSON for writes, zod-parsed input, errors mapped
// to statuses, and a generic 500 that never leaks a stack. Every app/api route.ts goes through it.
import "server-only";
import type { NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { AppError, forbidden, notFound } from "../errors";
import { errorFields, log } from "../log";
import { isDatabaseUnavailable, transactionConflict, vanishedRow } from "../db/prisma-errors";
import type { Actor } from "../auth/access";
import { requireAdmin, requireUser } from "../auth/session";
import { requestedHost } from "./client-address";
import { keepTo } from "@/lib/domain/field-limits";

type AuthLevel = "none" | "user" | "admin";
type Params = Record<string, string>;

interface RouteOptions<A extends AuthLevel, B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> {
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * A GET that changes something (docs/spec.md §7 makes GET /api/erp-challenge store a new task): it gets
   * the same-origin check of writes, so a cross-site link or navigation cannot trigger it, and HEAD
   * (which Next answers with the GET handler) changes nothing: HEAD is safe (RFC 9110 §9.2.1), and link
   * checkers and scanners send it. HEAD runs `check` instead of the handler: the service's own check of
   * who may ask and of what the path and query name (the part of the GET that decides its status, nothing
   * stored), so HEAD answers the status GET would, 403 for someone else's id included (decisions 009, 054).
   */
  changesState?: { check: (ctx: Omit<Context<A, B, Q, P>, "body">) => Promise<unknown> };
  /**
   * Only for a write that a signed link in the URL authorizes by itself and that other sites must be
   * able to send: the RFC 8058 one-click unsubscribe, which mail providers POST from their own servers
   * (decision 038). It skips the same-origin check; the reason is required and says why.
   */
  crossSiteAllowedBecause?: string;
  /**
   * The path parameter that holds the account id of the person whose records these are. Someone signed in
   * who is neither that person nor an admin is refused with 403 before the query or body is read, so the
   * answer to someone else's id never depends on what was sent with it (decision 009); the service still
   * decides everything else (what an admin may do, 404 for an unknown person).
   */
  person?: string;
  /** Bytes; bodies above it get 413 before parsing. */
  maxBodyBytes?: number;
  /**
   * The status of a successful answer: 201 for routes that create something, 202 for work accepted
   * and finished after the answer, 204 (no body) for deletions.
   */
  status?: 200 | 201 | 202 | 204;
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

interface Context<A extends AuthLevel, B, Q, P> {
  req: NextRequest;
  user: A extends "none" ? null : Actor;
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const DEFAULT_MAX_BODY = 16 * 1024;

/** A JSON answer. The standard Response: NextResponse's cookie helpers are not needed here, and it costs more to make on every answer. */
export function json(data: unknown, init?: ResponseInit): Response {
  return Response.json(data, init);
}

/** Refuses cross-site writes: Auth.js's CSRF check does not cover our own JSON routes. */
function assertSameOrigin(req: NextRequest) {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new AppError("forbidden", "Cross-site requests are not allowed");
  }
  const origin = req.headers.get("origin");
  if (origin) {
    const host = requestedHost(req.headers);
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      /* "null" or garbage */
    }
    if (!host || originHost !== host) throw new AppError("forbidden", "Cross-site requests are not allowed");
  }
}

function assertJsonType(req: NextRequest) {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", "Requests must be sent as JSON (Content-Type: application/json)");
  }
}

/**
 * The request's JSON. `optional`: a write that takes no input (POST /api/logout, a DELETE) may come
 * without a body, but a body it is sent must still be JSON, as every write's is; its content is not used.
 */
async function readJsonBody(req: NextRequest, maxBytes: number, { optional = false } = {}): Promise<unknown> {
  if (!optional) assertJsonType(req);
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new AppError("payload_too_large", "The request is too large");
  const text = await readLimited(req, maxBytes);
  if (text.trim() === "") {
    if (optional) return undefined;
    throw new AppError("bad_request", "The request body is empty");
  }
  if (optional) assertJsonType(req);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON");
  }
  assertStorableText(parsed);
  return parsed;
}

/** Half of a surrogate pair alone: no character at all, which storing would turn into U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text cannot hold U+0000, and would store a lone surrogate as U+FFFD, changing the
 * person's words without a word: refuse both up front instead of failing or altering inside a query.
 */
function assertStorableText(value: unknown): void {
  // A loop over a stack, not recursion: JSON nested thousands deep (small enough to pass the size cap)
  // must get its 400, not overflow the call stack into a 500.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) throw new AppError("bad_request", "Text cannot contain null characters");
      if (LONE_SURROGATE.test(next)) throw new AppError("bad_request", "Text cannot contain broken characters");
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === "object") {
      for (const [k, v] of Object.entries(next)) pending.push(k, v);
    }
  }
}

/** `?limit=5&limit=500` is ambiguous (which one did the client mean?): refused rather than guessed. */
function assertEachParameterOnce(params: URLSearchParams): void {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key)) throw new AppError("bad_request", `${key} is given more than once`, { errors: { [key]: `${key} is given more than once` } });
    seen.add(key);
  }
}

/** Reads the body as a stream and stops at maxBytes: a chunked body without Content-Length cannot fill memory. */
async function readLimited(req: NextRequest, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", "The request is too large");
    }
    chunks.push(value);
  }
  // Bytes that are not UTF-8 (a Latin-1 "café") would decode to U+FFFD, changing the person's words as a
  // lone surrogate would: refused with the same message instead.
  try {
    return UTF8.decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_request", "Text cannot contain broken characters");
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The wording of zod's own messages, as opposed to the ones the schemas give. */
const ZOD_GENERIC = /^(?:Invalid (?:input|option|string|UUID|url|type|date|element|key|union)|Too (?:big|small)|Unrecognized key)/;

const KINDS: Record<string, string> = { string: "text", number: "a number", int: "a whole number", boolean: "true or false", array: "a list", object: "an object", date: "a date" };
const UNITS: Record<string, [string, string]> = { string: ["character", "characters"], array: ["item", "items"] };
const amount = (n: number | bigint | undefined, origin: string | undefined) => {
  const unit = UNITS[origin ?? ""];
  return unit ? `${n} ${Number(n) === 1 ? unit[0] : unit[1]}` : `${n}`;
};

/**
 * Our own messages name their field ("Username is required") and are shown to people as they are
 * (docs/spec.md §8 puts the server's message in the toast). zod's generic ones ("Invalid input: expected
 * string, received undefined", "Too big: expected number to be <=10") are said in plain words with the
 * field's name: "password is required", "anxietyLevel must be at most 10", "Please keep timeZone to 64
 * characters or fewer" (a text's limit in the one wording of length limits, lib/domain/field-limits).
 */
function plainMessage(issue: ZodError["issues"][number]): string {
  if (!ZOD_GENERIC.test(issue.message)) return issue.message;
  const field = issue.path.join(".");
  if (!field) return "Invalid request";
  const i = issue as unknown as { code: string; expected?: string; maximum?: number | bigint; minimum?: number | bigint; origin?: string; values?: unknown[] };
  if (i.code === "invalid_type") return / received undefined$/.test(issue.message) ? `${field} is required` : `${field} must be ${KINDS[i.expected ?? ""] ?? "of another kind"}`;
  // A text too long is told as every length limit is (keepTo); a number or a list keeps "at most".
  if (i.code === "too_big") return i.origin === "string" ? keepTo(field, Number(i.maximum)) : `${field} must be at most ${amount(i.maximum, i.origin)}`;
  if (i.code === "too_small") return i.origin === "string" && Number(i.minimum) === 1 ? `${field} is required` : `${field} must be at least ${amount(i.minimum, i.origin)}`;
  if (i.code === "invalid_value" && i.values?.length) return `${field} must be one of: ${i.values.map(String).join(", ")}`;
  return `${field}: ${issue.message}`;
}

function zodAnswer(e: ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of e.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= plainMessage(issue);
  }
  const first = e.issues[0];
  return json({ message: first ? plainMessage(first) : "Invalid request", errors }, { status: 400 });
}

export function errorResponse(e: unknown, req?: NextRequest): Response {
  if (e instanceof AppError) {
    return json({ message: e.message, ...e.extra }, { status: e.status, headers: e.headers });
  }
  if (e instanceof ZodError) return zodAnswer(e);
  // A race lost to a request that removed the row, or to a transaction waiting on this one: the answer
  // the request would have had a moment later, not a 500 (decision 025).
  if (vanishedRow(e)) return json({ message: "Not found" }, { status: 404 });
  if (transactionConflict(e)) {
    return json({ message: "Something else changed this at the same moment. Please try again." }, { status: 409, headers: { "Retry-After": "1" } });
  }
  if (isDatabaseUnavailable(e)) {
    log.error("db.unavailable", { path: req?.nextUrl.pathname, ...errorFields(e) });
    return json(
      { message: "The service is temporarily unavailable. Please try again in a moment." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  // Framework control flow (redirect(), notFound()) must pass through untouched.
  const digest = (e as { digest?: unknown })?.digest;
  if (typeof digest === "string" && digest.startsWith("NEXT_")) throw e;
  const id = crypto.randomUUID();
  log.error("http.unhandled", { id, method: req?.method, path: req?.nextUrl.pathname, ...errorFields(e) });
  return json({ message: "Something went wrong. Please try again.", errorId: id }, { status: 500 });
}

export function route<
  A extends AuthLevel,
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
>(options: RouteOptions<A, B, Q, P>, handler: (ctx: Context<A, B, Q, P>) => Promise<unknown>) {
  return async (req: NextRequest, segment?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      if ((WRITE_METHODS.has(req.method) || options.changesState) && !options.crossSiteAllowedBecause) assertSameOrigin(req);
      const user =
        // "none" reads no session: a handler that wants an optional user calls currentActor() itself.
        options.auth === "admin" ? await requireAdmin() : options.auth === "user" ? await requireUser() : null;
      const rawParams = (await segment?.params) ?? {};
      // A malformed id names nothing that exists: 404, like an unknown one.
      const params = options.params ? parseOr404(options.params, rawParams) : undefined;
      // The parsed id (UUIDs are read in lower case, so "ABC…" names one's own records too).
      if (options.person && user && user.role !== "admin" && (params as Params | undefined)?.[options.person] !== user.id) throw forbidden();
      const rawQuery = Object.fromEntries(req.nextUrl.searchParams);
      if (options.query) {
        assertStorableText(rawQuery);
        assertEachParameterOnce(req.nextUrl.searchParams);
      }
      const query = options.query ? options.query.parse(rawQuery) : undefined;
      if (req.method === "HEAD" && options.changesState) {
        await options.changesState.check({ req, user, query, params } as Omit<Context<A, B, Q, P>, "body">);
        return new Response(null, { status: 200 });
      }
      const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
      const body = options.body ? options.body.parse(await readJsonBody(req, maxBytes)) : undefined;
      // The one-click unsubscribe is a form POST by design (RFC 8058): its body is left unread.
      if (!options.body && WRITE_METHODS.has(req.method) && !options.crossSiteAllowedBecause) await readJsonBody(req, maxBytes, { optional: true });
      const result = await handler({ req, user, body, query, params } as Context<A, B, Q, P>);
      if (result instanceof Response) return result;
      if (options.status === 204) return new Response(null, { status: 204 });
      // null is an answer (decision 012); only a handler that returns nothing answers {}.
      return json(result === undefined ? {} : result, { status: options.status ?? 200 });
    } catch (e) {
      return errorResponse(e, req);
    }
  };
}

function parseOr404(schema: ZodType, raw: unknown) {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
