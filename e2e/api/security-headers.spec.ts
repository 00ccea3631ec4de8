// Security headers on pages and API answers (OWASP ASVS V14): CSP with a per-request nonce and no
// inline scripts, HSTS, nosniff, no framing, referrer rules, and no caching of API answers.
import { expect, test } from "@playwright/test";

test("pages carry a nonce-based CSP and the hardening headers", async ({ request }) => {
  const first = await request.get("/auth");
  const second = await request.get("/auth");
  const csp = first.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // a fresh nonce per response, and every inline script in the page carries it
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  expect(/'nonce-([^']+)'/.exec(second.headers()["content-security-policy"])![1]).not.toBe(nonce);
  const html = await first.text();
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  const h = first.headers();
  expect(h["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["x-powered-by"]).toBeUndefined();
});

test("the verification and password-reset pages never send their token in a Referer", async ({ request }) => {
  for (const path of ["/verify-email?token=abc", "/reset-password?token=abc"]) {
    const res = await request.get(path);
    expect(res.headers()["referrer-policy"], path).toBe("no-referrer");
    // The page's own meta tag says the same, for browsers that read it.
    expect(await res.text(), path).toContain('<meta name="referrer" content="no-referrer"/>');
  }
});

test("API answers are never cached, and carry a CSP that lets nothing in them load or be framed", async ({ request }) => {
  for (const path of ["/api/user", "/api/health", "/api/verify-email?token=x", "/api/no-such-route"]) {
    const res = await request.get(path);
    expect(res.headers()["cache-control"], path).toBe("no-store");
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers()["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});
