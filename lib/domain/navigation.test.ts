import { describe, expect, it } from "vitest";
import { isCurrentNavItem, NAV_ITEMS, navItemsFor, showsMainNav } from "./navigation";
import { isProtected } from "./routes";

describe("the main navigation", () => {
  it("offers Home, ERP session, Ladder, Journal, Log and Progress to everyone, and User Management to admins too", () => {
    expect(navItemsFor("user").map((i) => i.label)).toEqual(["Home", "ERP session", "Ladder", "Journal", "Log", "Progress"]);
    expect(navItemsFor("admin").map((i) => [i.label, i.href])).toEqual([
      ["Home", "/home"],
      ["ERP session", "/erp-session"],
      ["Ladder", "/ladder"],
      ["Journal", "/journal"],
      ["Log", "/log"],
      ["Progress", "/progress"],
      ["User Management", "/admin"],
    ]);
  });

  it("points only at screens of the route table, each once", () => {
    for (const item of NAV_ITEMS) expect(isProtected(item.href), item.href).toBe(true);
    expect(new Set(NAV_ITEMS.map((i) => i.href)).size).toBe(NAV_ITEMS.length);
  });

  it("marks the item of the page and of the pages below it, not of a page that merely starts alike", () => {
    expect(isCurrentNavItem("/home", "/home")).toBe(true);
    expect(isCurrentNavItem("/admin/users/42", "/admin")).toBe(true);
    expect(isCurrentNavItem("/progress", "/home")).toBe(false);
    expect(isCurrentNavItem("/homework", "/home")).toBe(false);
  });

  it("is shown to signed-in people with a complete profile only", () => {
    const done = { role: "user" as const, ocdType: "checking", primaryTriggers: ["doors_locks"], commonCompulsions: [], anxietySeverity: 5, readinessLevel: "easy" };
    expect(showsMainNav(done)).toBe(true);
    expect(showsMainNav({ ...done, ocdType: null })).toBe(false);
    expect(showsMainNav({ ...done, role: "admin", ocdType: null })).toBe(true);
    expect(showsMainNav(null)).toBe(false);
  });
});
