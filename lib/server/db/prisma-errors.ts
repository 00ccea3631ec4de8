// Reading database errors by code, kind and type, never by message text.
import "server-only";

/** The constraint or fields of a unique violation (P2002), or null for any other error. */
export function uniqueViolation(e: unknown): string | null {
  if (!e || typeof e !== "object" || (e as { code?: string }).code !== "P2002") return null;
  const meta = (e as { meta?: Record<string, unknown> }).meta ?? {};
  const adapterCause = (meta.driverAdapterError as { cause?: { constraint?: unknown } } | undefined)?.cause;
  const constraint = adapterCause?.constraint ?? meta.target ?? "";
  return JSON.stringify(constraint);
}

const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03"]);
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist"]);
// DatabaseUnreachable: db/connections.ts gives every failure to open a PostgreSQL connection that type.
const UNAVAILABLE_TYPES = new Set(["PrismaClientInitializationError", "DatabaseUnreachable"]);

/** True when the database cannot be reached (down, refused, timed out) rather than a query being wrong. */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const { code, name, meta } = e as { code?: unknown; name?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  const kind = meta?.driverAdapterError?.cause?.kind;
  return UNAVAILABLE_CODES.has(String(code)) || UNAVAILABLE_KINDS.has(String(kind)) || UNAVAILABLE_TYPES.has(String(name));
}

/**
 * A row that was there a moment ago and is gone: an update or delete found nothing (P2025), because a
 * request racing this one (a double click, a discard while a new task was asked for) removed it first.
 */
export function vanishedRow(e: unknown): boolean {
  return Boolean(e && typeof e === "object" && (e as { code?: unknown }).code === "P2025");
}

/** Two transactions that waited on each other (a deadlock) or on a write conflict (P2034, 40P01, 40001): one gives way. */
export function transactionConflict(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const { code, meta } = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } } };
  const cause = meta?.driverAdapterError?.cause;
  return code === "P2034" || ["40P01", "40001"].includes(String(code)) || ["40P01", "40001"].includes(String(cause?.originalCode)) || cause?.kind === "TransactionWriteConflict";
}
