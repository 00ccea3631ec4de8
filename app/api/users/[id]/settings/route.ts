// GET/PATCH /api/users/{id}/settings: the user's own three switches (defaults until first saved).
import { z } from "zod";
import { UserSettingsPatch } from "@/lib/domain/settings";
import { route } from "@/lib/server/http/route";
import { getSettings, updateSettings } from "@/lib/server/services/settings";

const params = z.object({ id: z.uuid() });

export const GET = route({ auth: "user", params }, async ({ user, params }) => getSettings(user, params.id));

export const PATCH = route({ auth: "user", params, body: UserSettingsPatch, maxBodyBytes: 1024 }, async ({ user, params, body }) =>
  updateSettings(user, params.id, body),
);
