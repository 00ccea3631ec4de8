// docs/spec.md §2 route table as data, shared by proxy.ts and the server-side page guards.
export const SIGNED_OUT_ONLY = ["/auth", "/register"];
/** Open to everyone, signed in or not: the links people follow from their e-mail, and asking for one. */
export const PUBLIC_PATHS = ["/verify-email", "/forgot-password", "/reset-password", "/unsubscribe"];
export const PROTECTED_PREFIXES = ["/onboarding", "/home", "/erp-session", "/journal", "/log", "/check-in", "/plan", "/ladder", "/progress", "/profile", "/settings", "/support", "/admin"];

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isSignedOutOnly = (path: string) => SIGNED_OUT_ONLY.some((p) => matches(path, p));
export const isProtected = (path: string) => PROTECTED_PREFIXES.some((p) => matches(path, p));
export const isAdminPath = (path: string) => matches(path, "/admin");

/** Where a signed-in user belongs when they open / or a signed-out-only screen. */
export const homeFor = (profileComplete: boolean) => (profileComplete ? "/home" : "/onboarding");

export interface GuardUser {
  role: "user" | "admin";
  profileComplete: boolean;
}

/**
 * The proxy's optimistic redirect: it knows only whether a session cookie is present (it reads no
 * database), so it sends the signed-out away from protected screens and lets everything else
 * through to the page, whose own guard decides with the user's row (decision 051).
 */
export function proxyRedirect(path: string, hasSession: boolean): string | null {
  return hasSession ? null : guardRedirect(path, null);
}

/** The redirect docs/spec.md §2 requires for this path and user, or null to let the request through. */
export function guardRedirect(path: string, user: GuardUser | null): string | null {
  if (path === "/") return user ? homeFor(user.profileComplete) : "/auth";
  if (isSignedOutOnly(path)) return user ? homeFor(user.profileComplete) : null;
  if (!isProtected(path)) return null;
  if (!user) return "/auth";
  if (isAdminPath(path)) return user.role === "admin" ? null : "/home";
  if (!user.profileComplete && !matches(path, "/onboarding")) return "/onboarding";
  if (user.profileComplete && matches(path, "/onboarding")) return "/home";
  return null;
}
