// The cached current user for client components, seeded by the server so no screen flashes a spinner.
"use client";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { PublicUser } from "@/lib/domain/user";
import { ApiError, getJson, serverMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";

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
    try {
      const fresh = await getJson<PublicUser>("/api/user", "returnNull");
      setUser(fresh);
      return fresh;
    } catch (error) {
      // docs/spec.md §8: a failed user fetch (a 401 is not a failure: it means signed out).
      toast({ title: "Failed to fetch user data", description: error instanceof ApiError ? serverMessage(error, error.message) : undefined, variant: "destructive" });
      throw error;
    }
  }, []);
  const value = useMemo(() => ({ user, setUser, refresh }), [user, refresh]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const ctx = useContext(UserContext);
  if (!ctx) throw new Error("useUser must be used inside <UserProvider>");
  return ctx;
}
