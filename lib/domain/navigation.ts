// The main navigation (decision 024): one list for the header on wide screens and the bottom bar on
// phones. A new destination is one line here; `icon` names a drawing in components/header/nav-icons
// (a plain dot without one), `adminOnly` shows it to admins only.
import { isProfileComplete, type PublicUser } from "./user";

export interface NavItem {
  href: string;
  label: string;
  icon?: "home" | "erp" | "ladder" | "journal" | "log" | "progress" | "users";
  adminOnly?: boolean;
  /**
   * The visible word on the phone's bottom bar when the label does not fit its seventh of the width;
   * the full label follows it for screen readers, so the link's name still contains what is seen.
   */
  shortLabel?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/home", label: "Home", icon: "home" },
  { href: "/erp-session", label: "ERP session", icon: "erp" },
  { href: "/ladder", label: "Ladder", icon: "ladder" },
  { href: "/journal", label: "Journal", icon: "journal" },
  { href: "/log", label: "Log", icon: "log" },
  { href: "/progress", label: "Progress", icon: "progress" },
  { href: "/admin", label: "User Management", shortLabel: "Admin", icon: "users", adminOnly: true },
];

/** The items a user sees: everyone's, and the admin's own for admins. */
export function navItemsFor(role: "user" | "admin"): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || role === "admin");
}

/** The item for the page at `pathname`: its own path or a page below it (/admin/users/1 is User Management). */
export function isCurrentNavItem(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Signed-in people with a complete profile get the navigation; during onboarding every destination
 * would send them back to it (docs/spec.md §2), so there is none.
 */
export function showsMainNav(user: Pick<PublicUser, "role" | "ocdType" | "primaryTriggers" | "commonCompulsions" | "anxietySeverity" | "readinessLevel"> | null): boolean {
  return user !== null && isProfileComplete(user);
}
