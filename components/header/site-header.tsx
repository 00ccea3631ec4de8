// The fixed 4rem header of every page: logo, the main navigation on wide screens (decision 024), and for
// a signed-in user the crisis link and avatar menu.
"use client";
import { Link } from "@/components/ui/link";
import { useUser } from "@/components/auth/user-provider";
import { HeaderNav } from "./main-nav";
import { UserMenu } from "./user-menu";

export function SiteHeader() {
  const { user } = useUser();
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-header border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-6">
          <Link href={user ? "/home" : "/auth"} className="flex items-center gap-2 whitespace-nowrap rounded-md font-semibold text-brand-800">
            <Logo />
            {/* The narrowest phones (under 360 px) keep the mark, the help link and the avatar in view. */}
            <span className="max-[359px]:sr-only">ERP Companion</span>
          </Link>
          <HeaderNav />
        </div>
        {user && (
          <nav aria-label="Account" className="flex items-center gap-2 sm:gap-3">
            <Link
              href="/support#crisis"
              className="whitespace-nowrap rounded-full border border-rose-200 bg-rose-50 px-2.5 py-1.5 text-xs font-medium text-rose-800 hover:bg-rose-100 sm:px-3 sm:text-sm"
            >
              Need help now?
            </Link>
            <UserMenu username={user.username} />
          </nav>
        )}
      </div>
    </header>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="shrink-0">
      <circle cx="16" cy="16" r="15" fill="#0f766e" />
      <path d="M9 17c2.5-5 11.5-5 14 0M11 21c1.7 2 8.3 2 10 0" stroke="#ccfbf1" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
