// Bulk synthetic users for demos and benchmarks: generate_series inserts of 10,000 rows a statement.
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/password";

const FIRST = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn", "Rowan", "Skyler",
  "Priya", "Mateo", "Aisha", "Noah", "Leila", "Kenji", "Sofia", "Omar", "Hana", "Lucas", "Zara", "Elena"];
const LAST = ["Kim", "Patel", "Garcia", "Nguyen", "Smith", "Okafor", "Rossi", "Cohen", "Silva", "Murphy", "Haddad", "Tanaka",
  "Novak", "Larsen", "Mensah", "Dubois", "Singh", "Walsh", "Romero", "Ito", "Brennan", "Ahmed", "Costa", "Berg"];
const BATCH = 10_000;

const sqlArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(",")}]`;

/**
 * Adds `count` users named like "Alex Kim 7f3a-42" (the run tag keeps repeated runs unique), two in
 * three verified, signed up 5 minutes apart going back from now, last active at some time since.
 * Nobody knows their password.
 */
export async function insertSyntheticUsers(prisma: Db, count: number, onBatch?: (done: number) => void): Promise<string> {
  const tag = randomBytes(2).toString("hex");
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const first = sqlArray(FIRST);
  const last = sqlArray(LAST);
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    // Names come from fixed word lists (no user input), so building the arrays into the SQL is safe.
    await prisma.$executeRawUnsafe(
      `INSERT INTO "User" (id, username, "usernameKey", email, "passwordHash", "emailVerified", role, "createdAt", "updatedAt", "lastActiveAt")
       SELECT gen_random_uuid(),
              f || ' ' || l || ' ' || $1 || '-' || i,
              lower(f || ' ' || l || ' ' || $1 || '-' || i), -- the key: ASCII words, so lower() is enough
              lower(f || '.' || l) || '.' || $1 || '.' || i || '@example.test',
              $2, i % 3 <> 0, 'user'::"Role", now() - make_interval(mins => i * 5), now(),
              -- last active somewhere between signing up and now, spread evenly (decision 047)
              now() - make_interval(mins => i * 5) * (((i * 7919) % 1000) / 1000.0)
       FROM generate_series($3::int, $4::int) AS s(i),
            LATERAL (SELECT (${first})[1 + i % ${FIRST.length}] AS f,
                            (${last})[1 + (i / ${FIRST.length}) % ${LAST.length}] AS l) AS names`,
      tag,
      passwordHash,
      start,
      end,
    );
    onBatch?.(end);
  }
  return tag;
}
