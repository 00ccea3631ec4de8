// Sign-in costs exactly one argon2id verification (decision 059): for the right password, a wrong one and
// an unknown account alike. Auth.js's signIn is stood in for by a call to the same Credentials
// check it runs (authorizeCredentials); everything else (throttle, look-ups) is the real code.
import { describe, expect, it, vi } from "vitest";
import { createUser, TEST_PASSWORD } from "@/tests/factories";

const argon = vi.hoisted(() => ({ verifications: 0 }));

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: async (...args: Parameters<typeof real.verify>) => {
      argon.verifications++;
      return real.verify(...args);
    },
  };
});

vi.mock("./next-auth", async () => {
  const { CredentialsSignin } = await import("next-auth");
  const { authorizeCredentials } = await vi.importActual<typeof import("./next-auth")>("./next-auth");
  return {
    authorizeCredentials,
    signOut: async () => {},
    signIn: async (_provider: string, credentials: Record<string, unknown>) => {
      if (!(await authorizeCredentials(credentials))) throw new CredentialsSignin();
    },
  };
});

const { signInWithThrottle } = await import("./sign-in");

describe("signInWithThrottle", () => {
  it.each([
    ["the right password", TEST_PASSWORD, 200],
    ["a wrong password", "wrong-password-1", 401],
  ])("verifies %s exactly once", async (_, password, status) => {
    const user = await createUser();
    argon.verifications = 0;
    const result = signInWithThrottle(user.username, password, "203.0.113.7");
    if (status === 200) await expect(result).resolves.toMatchObject({ user: { id: user.id } });
    else await expect(result).rejects.toMatchObject({ status: 401 });
    expect(argon.verifications).toBe(1);
  });

  it("verifies once for an account that does not exist (the same time as a real one)", async () => {
    argon.verifications = 0;
    await expect(signInWithThrottle("nobody-by-this-name", "any-password-1", "203.0.113.8")).rejects.toMatchObject({ status: 401 });
    expect(argon.verifications).toBe(1);
  });
});
