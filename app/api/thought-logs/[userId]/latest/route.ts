// GET /api/thought-logs/{userId}/latest: the newest thought log, or null when there is none yet (decision 012).
import { z } from "zod";
import { json, route } from "@/lib/server/http/route";
import { latestThoughtLog } from "@/lib/server/services/thoughts";

export const GET = route({ auth: "user", params: z.object({ userId: z.uuid() }) }, async ({ user, params }) =>
  // json() directly: route() turns a bare null into {}, and the contract is null.
  json(await latestThoughtLog(user, params.userId)),
);
