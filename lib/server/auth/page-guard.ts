// How server pages get the user: `requirePageUser(path)` on signed-in screens, `guardPage(path)` on
// the others. It applies docs/spec.md §2's redirects from the user's row, the one session check of a
// navigation (decision 051); the root layout and the page share the row through React's cache.
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
