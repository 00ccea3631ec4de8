// GET /api/thought-logs/{userId}/latest: the newest thought log, or null when there is none yet (decision 012).
import { UserIdParams } from "@/lib/domain/ids";
import { route } from "@/lib/server/http/route";
import { latestThoughtLog } from "@/lib/server/services/thoughts";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "user", params: UserIdParams, person: "userId" }, async ({ user, params }) => latestThoughtLog(user, params.userId));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
