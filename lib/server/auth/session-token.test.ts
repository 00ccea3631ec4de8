import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { env } from "../env";
import { clearSessionCookies, readSessionToken, renewedSessionCookie, SESSION_MAX_AGE_SECONDS } from "./session-token";

const NAME = "authjs.session-token";
const jar = (value: string, name = NAME) => ({ get: (n: string) => (n === name ? { value } : undefined) });

async function token(claims: Record<string, unknown>, secret = env().authSecret, maxAge = 3600) {
  return encode({ token: claims, secret, salt: NAME, maxAge });
}

describe("reading the session cookie", () => {
  it("returns the user id and session version of a valid Auth.js token", async () => {
    const raw = await token({ uid: "00000000-0000-4000-8000-000000000001", sv: 3 });
    expect(await readSessionToken(jar(raw))).toMatchObject({ uid: "00000000-0000-4000-8000-000000000001", sv: 3 });
    // the second read comes from memory and still answers the same
    expect(await readSessionToken(jar(raw))).toMatchObject({ uid: "00000000-0000-4000-8000-000000000001", sv: 3 });
  });

  it("also reads the __Secure- cookie used over https", async () => {
    const raw = await encode({ token: { uid: "00000000-0000-4000-8000-000000000002", sv: 0 }, secret: env().authSecret, salt: `__Secure-${NAME}`, maxAge: 60 });
    expect(await readSessionToken(jar(raw, `__Secure-${NAME}`))).toMatchObject({ uid: "00000000-0000-4000-8000-000000000002" });
  });

  it("refuses tampered, foreign, malformed and absent tokens", async () => {
    const raw = await token({ uid: "00000000-0000-4000-8000-000000000003", sv: 0 });
    const tampered = raw.slice(0, -4) + (raw.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await readSessionToken(jar(tampered))).toBeNull();
    expect(await readSessionToken(jar(await token({ uid: "00000000-0000-4000-8000-000000000003", sv: 0 }, "another-secret-another-secret-000")))).toBeNull();
    expect(await readSessionToken(jar(await token({ sub: "no-uid" })))).toBeNull();
    // Signed with our secret but naming no UUID: nobody, not a malformed query.
    expect(await readSessionToken(jar(await token({ uid: "not-a-uuid", sv: 0 })))).toBeNull();
    expect(await readSessionToken(jar("not-a-jwt"))).toBeNull();
    expect(await readSessionToken({ get: () => undefined })).toBeNull();
  });

  it("refuses an expired token, even one it remembers", async () => {
    const raw = await token({ uid: "00000000-0000-4000-8000-000000000004", sv: 1 }, env().authSecret, 60);
    const valid = await readSessionToken(jar(raw));
    expect(valid).not.toBeNull();
    expect(await readSessionToken(jar(raw), (valid!.exp + 1) * 1000)).toBeNull();
  });
});

describe("renewing the session cookie", () => {
  it("renews a token issued more than a day ago, for another 30 days, with the same user and version", async () => {
    const fresh = await encode({ token: { uid: "00000000-0000-4000-8000-000000000005", sv: 2 }, secret: env().authSecret, salt: NAME, maxAge: SESSION_MAX_AGE_SECONDS });
    expect(await renewedSessionCookie((await readSessionToken(jar(fresh)))!)).toBeNull(); // nothing to do yet
    // A token issued two days ago has two days less left.
    const raw = await encode({ token: { uid: "00000000-0000-4000-8000-000000000005", sv: 2 }, secret: env().authSecret, salt: NAME, maxAge: SESSION_MAX_AGE_SECONDS - 2 * 86_400 });
    const read = (await readSessionToken(jar(raw)))!;
    const renewed = (await renewedSessionCookie(read))!;
    expect(renewed).toMatchObject({ name: NAME, options: { httpOnly: true, sameSite: "lax", path: "/", secure: false, maxAge: SESSION_MAX_AGE_SECONDS } });
    const next = (await readSessionToken(jar(renewed.value)))!;
    expect(next).toMatchObject({ uid: "00000000-0000-4000-8000-000000000005", sv: 2 });
    expect(next.exp).toBeGreaterThan(read.exp);
  });
});

describe("clearing the session cookies (signing out)", () => {
  const writableJar = (present: Record<string, string>) => {
    const written: { name: string; value: string; options: Record<string, unknown> }[] = [];
    return {
      written,
      get: (n: string) => (n in present ? { value: present[n]! } : undefined),
      set: (name: string, value: string, options: Record<string, unknown>) => written.push({ name, value, options }),
    };
  };

  it("expires the session cookie the request carries, Secure for the __Secure- one", () => {
    const plain = writableJar({ [NAME]: "token", other: "kept" });
    clearSessionCookies(plain);
    expect(plain.written).toEqual([{ name: NAME, value: "", options: expect.objectContaining({ maxAge: 0, path: "/", httpOnly: true, secure: false }) }]);
    const secure = writableJar({ [`__Secure-${NAME}`]: "token" });
    clearSessionCookies(secure);
    expect(secure.written).toEqual([{ name: `__Secure-${NAME}`, value: "", options: expect.objectContaining({ maxAge: 0, secure: true }) }]);
  });

  it("sets no cookie at all on a request without a session", () => {
    const none = writableJar({});
    clearSessionCookies(none);
    expect(none.written).toEqual([]);
  });
});
