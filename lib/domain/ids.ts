// The ids in API paths: every record is keyed by a UUID. A path id that is not one names nothing,
// so routes answer 404 for it (lib/server/http/route.ts), as for an unknown id.
import { z } from "zod";

/** `{id}` path segment: /api/users/{id}/…, /api/erp-sessions/{id}. */
export const IdParams = z.object({ id: z.uuid() });
/** `{userId}` path segment: /api/thought-logs/{userId}, /api/erp-challenge/{userId}, /api/admin/users/{userId}. */
export const UserIdParams = z.object({ userId: z.uuid() });

export const isUuid = (value: string) => z.uuid().safeParse(value).success;
