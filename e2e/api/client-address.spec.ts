// A self-hosted `next start` without TRUST_PROXY counts sign-ups per TCP peer: a forged
// X-Forwarded-For does not buy a client a fresh allowance (decision 052). This spec starts its own
// server (next port up, embedded in-memory database, a sign-up limit of 2) to see the real thing.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { uniqueUser } from "../helpers";

const PORT = Number(new URL(E2E_BASE_URL).port) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "e2e-address-secret-0123456789abcdef",
      APP_URL: BASE,
      PGLITE_DIR: "memory://",
      MAIL_OUTBOX_FILE: ".data/e2e/outbox-client-address.jsonl",
      REGISTER_MAX_PER_IP: "2",
      TRUST_PROXY: "",
      VERCEL: "",
      DATABASE_URL: "",
      ANTHROPIC_API_KEY: "",
      RESEND_API_KEY: "",
      ADMIN_USERNAME: "",
      LOG_SILENT: "1",
    },
    stdio: "ignore",
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 200) throw new Error("the second server did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("sign-ups with forged X-Forwarded-For headers share the real address's allowance", async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL: BASE });
  const statuses: number[] = [];
  for (const forged of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
    const res = await client.post("/api/register", { data: uniqueUser("forged"), headers: { origin: BASE, "x-forwarded-for": forged, "x-erp-socket-address": forged } });
    statuses.push(res.status());
  }
  expect(statuses).toEqual([201, 201, 429]);
});
