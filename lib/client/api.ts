// Browser fetch helper implementing docs/spec.md §8's general rule: a response that is not ok becomes an
// Error whose message is "<status>: <body text or status text>". Always sends cookies.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The parsed JSON body of the error answer, when it has one. */
  get body(): Record<string, unknown> | null {
    try {
      const parsed = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" ? parsed : null;
    } catch {
      return null;
    }
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** A mutation: JSON body only when there is a payload; never retried. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** Default data loading: GET and parse JSON; a 401 throws unless the caller asks for null. */
export async function getJson<T>(url: string, on401: "throw" | "returnNull" = "throw"): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The server's own words for an error (its JSON `message`), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.body?.message;
    if (typeof message === "string" && message.trim()) return message;
  }
  return fallback;
}
