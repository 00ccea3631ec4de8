// Server-side twin of proxy.ts: every guarded layout or page re-checks docs/spec.md §2's rules itself.
import "server-only";
import { redirect } from "next/navigation";
import { guardRedirect } from "@/lib/domain/routes";
import { isProfileComplete, type PublicUser } from "@/lib/domain/user";
import { currentUser } from "./session";

/** Redirects as the route table says for `path`; returns the user (null only on public screens). */
export async function guardPage(path: string): Promise<PublicUser | null> {
  const user = await currentUser();
  const target = guardRedirect(path, user && { role: user.role, profileComplete: isProfileComplete(user) });
  if (target) redirect(target);
  return user;
}

/** For signed-in screens: the user, never null. */
export async function requirePageUser(path: string): Promise<PublicUser> {
  const user = await guardPage(path);
  if (!user) redirect("/auth");
  return user;
}
