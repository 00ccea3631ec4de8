// The ids in API paths: every record is keyed by a UUID. A path id that is not one names nothing,
// so routes answer 404 for it (lib/server/http/route.ts), as for an unknown id.
import { z } from "zod";

/**
 * A UUID, lower-cased as the database writes them: UUIDs are case-insensitive, and some clients send
 * upper case (Swift's uuidString), which must still name the person's own records.
 */
export const uuid = (params?: Parameters<typeof z.uuid>[0]) => z.uuid(params).transform((id) => id.toLowerCase());

/** `{id}` path segment: /api/users/{id}/…, /api/erp-sessions/{id}. */
export const IdParams = z.object({ id: uuid() });
/** `{userId}` path segment: /api/thought-logs/{userId}, /api/erp-challenge/{userId}, /api/admin/users/{userId}. */
export const UserIdParams = z.object({ userId: uuid() });

export const isUuid = (value: string) => z.uuid().safeParse(value).success;
