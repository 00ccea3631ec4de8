// Avatar button with the account menu (WAI-ARIA menu button pattern): arrows, Home/End, Escape, Tab.
"use client";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { initials } from "@/lib/domain/user";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";

const LINKS = [
  { href: "/profile", label: "Profile" },
  { href: "/settings", label: "Account Settings" },
  { href: "/support", label: "Help & Support" },
];

export function UserMenu({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const { pending: signingOut, run } = useAction();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function close(returnFocus = true) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKey(e: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === "ArrowDown") move(index + 1);
    else if (e.key === "ArrowUp") move(index - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape") close();
    else if (e.key === "Tab") return setOpen(false);
    else return;
    e.preventDefault();
  }

  function signOut() {
    void run(
      async () => {
        await apiRequest("POST", "/api/logout");
        window.location.assign("/auth");
      },
      { leavesPage: true, onError: (error) => failureToast("Logout failed", serverMessage(error, (error as Error).message)) },
    );
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${username}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <span aria-hidden="true">{initials(username)}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-600" role="presentation">
            Signed in as <span className="font-medium text-slate-900">{username}</span>
          </p>
          {LINKS.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="block px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
            >
              {l.label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-slate-200" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={signingOut}
            onClick={signOut}
            className="block w-full px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:cursor-not-allowed disabled:opacity-50"
          >
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      )}
    </div>
  );
}
