// Next.js configuration: native and WASM packages stay outside the bundle; static security headers; and
// the rules of the environment that the build needs (lib/server/env-core.ts): on Vercel without a
// database the build (and `next start`) stops with one line, and a preview's build marks every answer
// noindex. Headers are fixed at build time, and Vercel builds each deployment with its own environment,
// so a preview build is a noindex build (decision 055). Next loads this file on every `next start` too,
// so it reads no more than that: the whole schema is checked by the server as it starts and by the
// Vercel build's first step (decision 059, amendment of 2026-11-30).
import type { NextConfig } from "next";
import { ConfigurationError, isPreview, requireDatabaseOnVercel, setValue } from "./lib/server/env-core";

try {
  requireDatabaseOnVercel({ VERCEL: process.env.VERCEL, DATABASE_URL: process.env.DATABASE_URL });
} catch (e) {
  if (!(e instanceof ConfigurationError)) throw e;
  console.error(e.message);
  process.exit(1);
}

const distDir = setValue(process.env.NEXT_DIST_DIR);

const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  // Pages, API answers and static files alike: a preview is never indexed.
  ...(isPreview({ VERCEL_ENV: process.env.VERCEL_ENV }) ? [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Each route loads on its first request rather than all of them as the server starts, in front of the
  // first answers (decision 059, amendment of 2026-11-30).
  experimental: { preloadEntriesOnStart: false },
  // `ANALYZE=1 NEXT_DIST_DIR=.next-analyze next build`: browser source maps, to see what a page's JS holds.
  productionBrowserSourceMaps: process.env.ANALYZE === "1",
  // The end-to-end tests build a preview beside the main build: its own output folder, and its own
  // tsconfig for the route types Next writes there (the code is type-checked by the main build).
  ...(distDir && {
    distDir,
    typescript: { tsconfigPath: "tsconfig.preview-build.json", ignoreBuildErrors: true },
  }),
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "@prisma/adapter-pg",
    "pg",
  ],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // An API answer is data, never a document: nothing in it may load or run, and nothing may frame it.
      // (Pages get their nonce-based policy from proxy.ts.)
      {
        source: "/api/:path*",
        headers: [
          { key: "Cache-Control", value: "no-store" },
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
      { source: "/verify-email", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      { source: "/reset-password", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      { source: "/unsubscribe", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
    ];
  },
};

export default nextConfig;
