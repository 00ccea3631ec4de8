// GET /api/erp-challenge/{userId}: a different task for one's current session (docs/spec.md §7).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { alternativeChallenge } from "@/lib/server/services/erp";

export const GET = route({ auth: "user", changesState: true, params: z.object({ userId: z.uuid() }) }, async ({ user, params }) =>
  alternativeChallenge(user, params.userId),
);
