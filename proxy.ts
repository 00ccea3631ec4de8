// Next 16 request interceptor: an optimistic redirect of docs/spec.md §2 for visitors without a
// session cookie, the daily renewal of the cookie, a per-request CSP nonce so no inline script runs
// without it, and an answer for paths whose percent-escapes do not decode. It reads no database: the
// page's own guard is the one session check of a navigation (decision 051), and API routes check the
// session themselves.
import { NextResponse, type NextRequest } from "next/server";
import { proxyRedirect } from "@/lib/domain/routes";
import { readSessionToken, renewedSessionCookie } from "@/lib/server/auth/session-token";

function contentSecurityPolicy(nonce: string) {
  const dev = process.env.NODE_ENV !== "production";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** True when the path's percent-escapes do not decode ("/api/users/%zz"): Next itself would answer a plain-text 500. */
function malformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The methods a page may be asked with; Next answers others (PROPFIND, SEARCH …) with an empty 400. (TRACE it refuses itself, before any of our code.) */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (!KNOWN_METHODS.has(req.method)) return NextResponse.json({ message: "This method is not allowed here" }, { status: 405, headers: { Allow: "GET, HEAD, OPTIONS" } });
  if (pathname.startsWith("/api/")) {
    // Only API paths holding a "%" come here (config.matcher): a JSON 400 like every other API error.
    return malformed(pathname) ? NextResponse.json({ message: "Malformed path" }, { status: 400 }) : NextResponse.next();
  }
  const token = await readSessionToken(req.cookies);
  const target = proxyRedirect(pathname, token !== null);
  if (target) return NextResponse.redirect(new URL(target, req.nextUrl));

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  // A page path that cannot be decoded is no page: the not-found screen, with its way home and the help link.
  const res = malformed(pathname) ? NextResponse.rewrite(new URL("/not-found", req.nextUrl), { request: { headers } }) : NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  const renewed = token && (await renewedSessionCookie(token));
  if (renewed) res.cookies.set(renewed.name, renewed.value, renewed.options);
  return res;
}

export const config = {
  // Pages, and API paths holding a percent-escape (to answer a malformed one): API routes check the
  // session themselves, so the rest of the API, and static files, need nothing here.
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|.*\\.(?:png|jpg|svg|ico|txt|webmanifest)$).*)", "/api/:path(.*%.*)"],
};
