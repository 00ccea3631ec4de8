// /erp-session: the guided 4-step ERP session; the chips follow the person's OCD type.
import type { Metadata } from "next";
import { ErpSessionFlow } from "@/components/erp/erp-session-flow";
import { triggerChipsFor } from "@/lib/domain/erp";
import { requirePageUser } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "ERP Session" };

export default async function Page() {
  const user = await requirePageUser("/erp-session");
  return <ErpSessionFlow userId={user.id} chips={triggerChipsFor(user.ocdType)} />;
}
