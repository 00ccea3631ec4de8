// The cached current user for client components, seeded by the server so no screen flashes a spinner.
"use client";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { PublicUser } from "@/lib/domain/user";
import { getJson } from "@/lib/client/api";

interface UserContextValue {
  user: PublicUser | null;
  setUser: (user: PublicUser | null) => void;
  /** Re-reads GET /api/user; a 401 means signed out (null). */
  refresh: () => Promise<PublicUser | null>;
}

const UserContext = createContext<UserContextValue | null>(null);

export function UserProvider({ initialUser, children }: { initialUser: PublicUser | null; children: ReactNode }) {
  const [user, setUser] = useState(initialUser);
  const refresh = useCallback(async () => {
    const fresh = await getJson<PublicUser>("/api/user", "returnNull");
    setUser(fresh);
    return fresh;
  }, []);
  const value = useMemo(() => ({ user, setUser, refresh }), [user, refresh]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const ctx = useContext(UserContext);
  if (!ctx) throw new Error("useUser must be used inside <UserProvider>");
  return ctx;
}
