// GET /api/users/{id}/export: everything stored about the signed-in user, as a JSON file download.
import { IdParams } from "@/lib/domain/ids";
import { json, route } from "@/lib/server/http/route";
import { exportUserData } from "@/lib/server/services/settings";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: IdParams, person: "id" }, async ({ user, params }) => {
  const data = await exportUserData(user, params.id);
  const day = data.exportedAt.slice(0, 10);
  return json(data, { headers: { "Content-Disposition": `attachment; filename="erp-companion-my-data-${day}.json"` } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
