// Small line drawings for the navigation items (lib/domain/navigation); decorative, hidden from
// assistive technology, since every item has its text label.
import type { NavItem } from "@/lib/domain/navigation";

const PATHS: Record<NonNullable<NavItem["icon"]>, string> = {
  home: "M4 11l8-7 8 7M6 9.5V20h4.5v-5h3v5H18V9.5",
  erp: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  // A ladder: two rails and four rungs, the exposure ladder.
  ladder: "M7 3v18M17 3v18M7 7h10M7 11h10M7 15h10M7 19h10",
  journal: "M6 3h10a2 2 0 0 1 2 2v16l-3-2-3 2-3-2-3 2V5a2 2 0 0 1 2-2zM9 8h6M9 12h6",
  // Tally marks: the compulsion and urge log counts moments.
  log: "M5 4v16M9 4v16M13 4v16M17 4v16M3 17L21 7",
  progress: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 6",
};

export function NavIcon({ name }: { name: NavItem["icon"] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {name ? <path d={PATHS[name]} /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}
