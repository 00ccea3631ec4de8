// Next 16 request interceptor: optimistic redirects of docs/spec.md §2 (the server re-checks every page
// and API), and a per-request CSP nonce so no inline script runs without it.
import { NextResponse } from "next/server";
import { auth } from "@/lib/server/auth/next-auth";
import { guardRedirect } from "@/lib/domain/routes";

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

export const proxy = auth((req) => {
  const user = req.auth?.user ? { role: req.auth.user.role, profileComplete: req.auth.user.profileComplete } : null;
  const target = guardRedirect(req.nextUrl.pathname, user);
  if (target) return NextResponse.redirect(new URL(target, req.nextUrl));

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  return res;
});

export const config = {
  // Pages only: API routes check the session themselves, and static files need neither.
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|.*\\.(?:png|jpg|svg|ico|txt|webmanifest)$).*)"],
};
