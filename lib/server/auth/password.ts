// argon2id password hashing (OWASP parameters: 19 MiB, t=2, p=1), off the main thread.
import "server-only";
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when no account matches keeps the answer time the same, so timing does
// not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only");
  await verifyPassword(await dummyHash, password);
}
