// GET /api/users/{id}: the profile, for the user themself or an admin.
import { z } from "zod";
import { route } from "@/lib/server/http";
import { getUserProfile } from "@/lib/server/services/users";

export const GET = route({ auth: "user", params: z.object({ id: z.uuid() }) }, async ({ user, params }) =>
  getUserProfile(user, params.id),
);
