// GET /api/users/{id}/export: everything stored about the signed-in user, as a JSON file download.
import { z } from "zod";
import { json, route } from "@/lib/server/http/route";
import { exportUserData } from "@/lib/server/services/settings";

export const GET = route({ auth: "user", params: z.object({ id: z.uuid() }) }, async ({ user, params }) => {
  const data = await exportUserData(user, params.id);
  const day = data.exportedAt.slice(0, 10);
  return json(data, { headers: { "Content-Disposition": `attachment; filename="erp-companion-my-data-${day}.json"` } });
});
