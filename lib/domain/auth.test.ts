import { describe, expect, it } from "vitest";
import { RegisterInput } from "./auth";
import { passwordStrengthHint } from "./password-strength";

const messages = (v: unknown) => {
  const r = RegisterInput.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe("registration validation (docs/spec.md §5)", () => {
  it("gives the exact messages of the spec", () => {
    expect(messages({ username: "", email: "nope", password: "12345" })).toEqual({
      username: "Username is required",
      email: "Invalid email address",
      password: "Password must be at least 6 characters",
    });
  });
  it("accepts a valid form and lower-cases the e-mail", () => {
    const r = RegisterInput.parse({ username: "Jane Doe", email: "Jane@Example.COM", password: "secret" });
    expect(r.email).toBe("jane@example.com");
  });
  it("accepts 128-character passwords without truncation and refuses longer", () => {
    expect(RegisterInput.safeParse({ username: "a", email: "a@b.co", password: "x".repeat(128) }).success).toBe(true);
    expect(RegisterInput.safeParse({ username: "a", email: "a@b.co", password: "x".repeat(129) }).success).toBe(false);
  });
  it("refuses @ in usernames so a login is never ambiguous", () => {
    expect(RegisterInput.safeParse({ username: "a@b", email: "a@b.co", password: "secret" }).success).toBe(false);
  });
});

describe("password strength hint", () => {
  it("warns about very common passwords without blocking", () => {
    expect(passwordStrengthHint("password")).toMatch(/most common/);
    expect(passwordStrengthHint("a long and unusual phrase")).toBeNull();
  });
});
