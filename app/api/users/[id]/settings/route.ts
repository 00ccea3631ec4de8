// GET/PATCH /api/users/{id}/settings: the user's own three switches (defaults until first saved).
import { IdParams } from "@/lib/domain/ids";
import { UserSettingsPatch } from "@/lib/domain/settings";
import { route } from "@/lib/server/http/route";
import { getSettings, updateSettings } from "@/lib/server/services/settings";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: IdParams, person: "id" }, async ({ user, params }) => getSettings(user, params.id));

export const PATCH = route({ auth: "user", params: IdParams, person: "id", body: UserSettingsPatch, maxBodyBytes: 1024 }, async ({ user, params, body }) =>
  updateSettings(user, params.id, body),
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods("GET", "PATCH");
