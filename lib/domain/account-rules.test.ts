import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailProblem, passwordProblem, registerFormErrors, usernameProblem, type RegisterFormValues } from "./account-rules";
import { z } from "zod";
import { RegisterInput } from "./auth";

/** What the server's zod schema says about the fields it receives, one message per field. */
function serverErrors(values: RegisterFormValues) {
  const parsed = RegisterInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// Strings near every rule's edge: empty, blank, '@', control characters, long, e-mail-like.
const field = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("", "   ", "a@b", "a\uff20b", "tab\there", "two  spaces", "x".repeat(51), "x".repeat(129), "jane@example.com", " Jane@Example.COM ", "a@b.c", "a..b@c.de"),
  fc.emailAddress(),
);

describe("lengths as a person counts them", () => {
  it.each(["carol3\u200b", "\u202eadmin3", "ca\u200drol", "\ufeffnan", "\u3164", "Alice\u3164Review", "\u2800\u2800", "tab\there", "two\nlines"])("%j: invisible or direction-changing characters are refused in a username", (name) => {
    expect(usernameProblem(name)).toBe("Username contains invalid characters");
  });

  it.each(["bob\uff20example.test", "bob\ufe6bexample.test"])("%j: an '@' in another form is an '@', so a name cannot pass for an e-mail address", (name) => {
    expect(usernameProblem(name)).toBe("Username cannot contain @");
  });

  it("a name is kept with one space where it was typed with several, so two names cannot look alike", () => {
    expect(RegisterInput.parse({ username: "  Alice \u2003 Review ", email: "a@example.com", password: "secret12" }).username).toBe("Alice Review");
  });

  it("an emoji joined with a zero-width joiner is still one emoji, and a heart is a heart", () => {
    expect(usernameProblem("dev👩\u200d💻")).toBeNull();
    expect(usernameProblem("maya❤\ufe0f")).toBeNull();
  });

  it("an emoji is one character of a username or a password", () => {
    expect(usernameProblem("🙂".repeat(50))).toBeNull();
    expect(usernameProblem("🙂".repeat(51))).toBe("Please keep your username to 50 characters or fewer");
    expect(passwordProblem("🔑".repeat(129))).toBe("Please keep your password to 128 characters or fewer");
    expect(passwordProblem("🔑".repeat(128))).toBeNull();
    expect(passwordProblem("🔑🔑🔑")).toBe("Password must be at least 6 characters");
  });
});

describe("register form rules shared by browser and server (docs/spec.md §5)", () => {
  it("give the browser exactly the messages the server's zod schema gives, and compare the two passwords", () => {
    fc.assert(
      fc.property(field, field, field, field, (username, email, password, confirmPassword) => {
        const values = { username, email, password, confirmPassword };
        const { confirmPassword: mismatch, ...sent } = registerFormErrors(values);
        expect(sent).toEqual(serverErrors(values));
        expect(mismatch).toBe(password === confirmPassword ? undefined : "Passwords do not match");
      }),
      { numRuns: 500 },
    );
  });

  it("accept exactly the addresses zod's own e-mail check accepts (the pattern was copied from it)", () => {
    const zodEmail = z.email();
    fc.assert(
      // (within the 254 characters our rule adds on top)
      fc.property(fc.oneof(fc.emailAddress().filter((e) => e.length <= 254), fc.string({ maxLength: 30 }), fc.constantFrom("a@b.c", "a..b@c.de", ".a@b.co", "a@b.co", "a@-b.co")), (email) => {
        expect(emailProblem(email) === null).toBe(zodEmail.safeParse(email).success);
      }),
      { numRuns: 500 },
    );
  });

  it("show every field's message at once", () => {
    expect(registerFormErrors({ username: " ", email: "nope", password: "12345", confirmPassword: "x" })).toEqual({
      username: "Username is required",
      email: "Invalid email address",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords do not match",
    });
    expect(registerFormErrors({ username: "Jane", email: "jane@example.com", password: "secret", confirmPassword: "secret" })).toEqual({});
  });
});
