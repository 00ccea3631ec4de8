// The address a request came from, for the per-address limits of sign-up and sign-in (decision 052).
// Only headers the deployment vouches for count: Vercel's own header on Vercel; X-Forwarded-For as
// far as TRUST_PROXY trusted proxies appended it; otherwise the TCP peer, which no header can forge.
import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { env } from "../env";

/** Set on every request by the server itself (below), overwriting anything a client sent under that name. */
export const SOCKET_ADDRESS_HEADER = "x-erp-socket-address";

const holder = globalThis as unknown as { __erpSocketStamp?: boolean };

/**
 * Copies each request's TCP peer address into SOCKET_ADDRESS_HEADER, through Node's documented
 * `http.server.request.start` diagnostics channel (it fires before the server's request handler).
 * Next's `next start` otherwise only fills X-Forwarded-For with the peer when a client sent none, so
 * a forged header would be indistinguishable. Called once at server start (instrumentation.ts).
 */
export function stampSocketAddresses(): void {
  if (holder.__erpSocketStamp) return;
  holder.__erpSocketStamp = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  });
}

const entries = (header: string | null) =>
  (header ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The client's address as far as this deployment can vouch for it; "unknown" (one shared bucket) otherwise. */
export function clientAddress(headers: Headers): string {
  const { VERCEL, TRUST_PROXY } = env();
  // Vercel overwrites X-Forwarded-For and sets x-vercel-forwarded-for; clients cannot supply either.
  if (VERCEL) return entries(headers.get("x-vercel-forwarded-for"))[0] ?? entries(headers.get("x-forwarded-for"))[0] ?? "unknown";
  if (TRUST_PROXY > 0) {
    // Each trusted proxy appends the address it saw: the client is TRUST_PROXY entries from the right.
    const hops = entries(headers.get("x-forwarded-for"));
    return hops[Math.max(0, hops.length - TRUST_PROXY)] ?? "unknown";
  }
  return headers.get(SOCKET_ADDRESS_HEADER) || "unknown";
}

/**
 * The host the client asked for: X-Forwarded-Host only where a proxy the deployment vouches for sets it
 * (Vercel, or TRUST_PROXY), since any client can send that header; the Host header otherwise.
 */
export function requestedHost(headers: Headers): string | null {
  const { VERCEL, TRUST_PROXY } = env();
  const hops = VERCEL || TRUST_PROXY > 0 ? entries(headers.get("x-forwarded-host")) : [];
  // As for X-Forwarded-For: the entry the outermost trusted proxy wrote (Vercel's is the only one).
  const forwarded = VERCEL ? hops[0] : hops[Math.max(0, hops.length - TRUST_PROXY)];
  return forwarded ?? headers.get("host");
}
