// Reading Prisma's errors by code, never by message text.
import "server-only";

/** The constraint or fields of a unique violation (P2002), or null for any other error. */
export function uniqueViolation(e: unknown): string | null {
  if (!e || typeof e !== "object" || (e as { code?: string }).code !== "P2002") return null;
  const meta = (e as { meta?: Record<string, unknown> }).meta ?? {};
  const adapterCause = (meta.driverAdapterError as { cause?: { constraint?: unknown } } | undefined)?.cause;
  const constraint = adapterCause?.constraint ?? meta.target ?? "";
  return JSON.stringify(constraint);
}

/** True when the database cannot be reached (down, refused, timed out) rather than a query being wrong. */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  const code = String((e as { code?: unknown }).code ?? "");
  if (["P1001", "P1002", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03"].includes(code)) return true;
  const kind = (e as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta?.driverAdapterError?.cause?.kind;
  if (kind && /DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections|DatabaseDoesNotExist/.test(kind)) return true;
  const name = (e as { name?: string }).name ?? "";
  const message = String((e as { message?: string }).message ?? "");
  return (
    name === "PrismaClientInitializationError" ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Can't reach database/i.test(message)
  );
}
