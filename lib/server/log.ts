// Structured logging of events and ids only: never thought text, prompts, AI answers or passwords.
import "server-only";

type Fields = Record<string, string | number | boolean | null | undefined>;

function write(level: "info" | "warn" | "error", event: string, fields: Fields = {}) {
  if (process.env.LOG_SILENT === "1") return;
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, fields?: Fields) => write("error", event, fields),
};

/** Describes an unexpected error without its message, which may quote user data (e.g. SQL values). */
export function errorFields(e: unknown): Fields {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return {
      errorName: e.name,
      errorCode: typeof code === "string" ? code : undefined,
      at: e.stack?.split("\n").slice(1, 4).map((s) => s.trim()).join(" | "),
    };
  }
  return { errorName: typeof e };
}
