// Text search with Prisma's `contains`, which passes its text to LIKE as is.
import "server-only";

/** Escapes LIKE's wildcards so "100%" or "a_b" match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
