// The main navigation of lib/domain/navigation (decision 024): links in the header from 1024 px, a
// bottom bar below that (with a spacer, so the end of every page stays reachable). The current page's
// item carries aria-current="page".
"use client";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useUser } from "@/components/auth/user-provider";
import { isCurrentNavItem, navItemsFor, showsMainNav } from "@/lib/domain/navigation";
import { NavIcon } from "./nav-icons";

function useNavItems() {
  const { user } = useUser();
  const pathname = usePathname();
  if (!showsMainNav(user)) return null;
  return navItemsFor(user!.role).map((item) => ({ ...item, current: isCurrentNavItem(pathname, item.href) }));
}

/** Inline links in the header, on wide screens only. */
export function HeaderNav() {
  const items = useNavItems();
  if (!items) return null;
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium ${
                item.current ? "bg-brand-50 text-brand-900 ring-1 ring-brand-200" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bar at the bottom of phones and tablets, and the room it takes at the end of the page. */
export function BottomNav() {
  const items = useNavItems();
  if (!items) return null;
  return (
    <>
      <div aria-hidden="true" className="h-bottom-nav lg:hidden print:hidden" />
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden print:hidden"
      >
        <ul className="mx-auto grid h-bottom-nav max-w-xl" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
          {items.map((item) => (
            <li key={item.href} className="flex">
              <Link
                href={item.href}
                aria-current={item.current ? "page" : undefined}
                className={`relative flex flex-1 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs leading-tight ${
                  item.current ? "font-semibold text-brand-800" : "text-slate-700 hover:text-slate-900"
                }`}
              >
                {item.current && <span aria-hidden="true" className="absolute inset-x-3 top-0 h-0.5 rounded-full bg-brand-700" />}
                <NavIcon name={item.icon} />
                {item.shortLabel ? (
                  <span>
                    {item.shortLabel}
                    <span className="sr-only">: {item.label}</span>
                  </span>
                ) : (
                  <span>{item.label}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
