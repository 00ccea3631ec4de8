// "/" sends everyone where they belong (docs/spec.md §2).
import { guardPage } from "@/lib/server/auth/page-guard";

export default async function Index() {
  await guardPage("/");
  return null;
}
