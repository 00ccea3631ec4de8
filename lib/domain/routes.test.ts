import { describe, expect, it } from "vitest";
import { guardRedirect, proxyRedirect } from "./routes";

const incomplete = { role: "user" as const, profileComplete: false };
const complete = { role: "user" as const, profileComplete: true };
const admin = { role: "admin" as const, profileComplete: true };

describe("docs/spec.md §2 route guards", () => {
  it.each([
    ["/", null, "/auth"],
    ["/", incomplete, "/onboarding"],
    ["/", complete, "/home"],
    ["/auth", null, null],
    ["/auth", complete, "/home"],
    ["/register", incomplete, "/onboarding"],
    ["/verify-email", null, null],
    ["/verify-email", complete, null],
    ["/home", null, "/auth"],
    ["/journal", incomplete, "/onboarding"],
    ["/settings", incomplete, "/onboarding"],
    ["/home", complete, null],
    ["/onboarding", complete, "/home"],
    ["/onboarding", incomplete, null],
    ["/onboarding", null, "/auth"],
    ["/admin", null, "/auth"],
    ["/admin", complete, "/home"],
    ["/admin/users/123", incomplete, "/home"],
    ["/admin", admin, null],
    ["/admin/users/123", admin, null],
    ["/onboarding", admin, "/home"],
    ["/no-such-page", null, null],
  ])("%s for %j -> %s", (path, user, expected) => {
    expect(guardRedirect(path, user)).toBe(expected);
  });
});

describe("the proxy's optimistic redirect (no database: it only knows whether a session cookie is present)", () => {
  it("sends visitors without a session away from protected screens and / to /auth", () => {
    expect(proxyRedirect("/", false)).toBe("/auth");
    expect(proxyRedirect("/home", false)).toBe("/auth");
    expect(proxyRedirect("/admin/users/x", false)).toBe("/auth");
    expect(proxyRedirect("/auth", false)).toBeNull();
    expect(proxyRedirect("/verify-email", false)).toBeNull();
  });

  it("lets every request with a session cookie through to the page, whose guard reads the user", () => {
    for (const path of ["/", "/auth", "/register", "/home", "/onboarding", "/admin"]) expect(proxyRedirect(path, true)).toBeNull();
  });
});
