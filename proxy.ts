// Next 16 request interceptor: an optimistic redirect of docs/spec.md §2 for visitors without a
// session cookie, the daily renewal of the cookie, and a per-request CSP nonce so no inline script
// runs without it. It reads no database: the page's own guard is the one session check of a
// navigation (decision 051), and API routes check the session themselves.
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

export async function proxy(req: NextRequest) {
  const token = await readSessionToken(req.cookies);
  const target = proxyRedirect(req.nextUrl.pathname, token !== null);
  if (target) return NextResponse.redirect(new URL(target, req.nextUrl));

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  const renewed = token && (await renewedSessionCookie(token));
  if (renewed) res.cookies.set(renewed.name, renewed.value, renewed.options);
  return res;
}

export const config = {
  // Pages only: API routes check the session themselves, and static files need neither.
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|.*\\.(?:png|jpg|svg|ico|txt|webmanifest)$).*)"],
};
