// End-to-end tests: the built app (`next start`) on its own port and a fresh embedded database,
// driven by Debian's Chromium. "api" specs use HTTP only; "browser" specs drive pages; "vercel" specs
// start their own servers as Vercel runs a preview and production, each on a throwaway PostgreSQL
// database (next ports up from E2E_PORT).
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4123);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
export const E2E_ADMIN = { username: "Ada Admin", email: "admin@example.test", password: "admin-password-e2e" };
/** What the e2e server takes as Vercel Cron's bearer token for GET /api/cron/reminders. */
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "api", testMatch: /api\/.*\.spec\.ts/ },
    { name: "vercel", testMatch: /vercel\/.*\.spec\.ts/ },
    { name: "browser", testIgnore: /(api|vercel)\/.*\.spec\.ts/ },
  ],
  webServer: {
    // Idle sockets are kept for ten minutes, longer than any test: with Node's default of 5 s, a request
    // context reusing a socket just as the server closed it failed on ECONNRESET in whichever spec hit it.
    command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 600000`,
    url: `${E2E_BASE_URL}/auth`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
      APP_URL: E2E_BASE_URL,
      PGLITE_DIR: `.data/e2e/pglite`,
      MAIL_OUTBOX_FILE: ".data/e2e/outbox.jsonl",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_MAX_FAILURES_PER_IP: "100000",
      // Every e2e test signs people up from 127.0.0.1; the per-address limit has its own service test.
      REGISTER_MAX_PER_IP: "100000",
      // The same for password-reset requests per address; the per-account limit stays at its default (3).
      PASSWORD_RESET_MAX_PER_IP: "100000",
      SUPPORT_EMAIL: "",
      SUPPORT_URL: "",
      DATABASE_URL: "",
      ANTHROPIC_API_KEY: "",
      RESEND_API_KEY: "",
      LOG_SILENT: "1",
      CRON_SECRET: E2E_CRON_SECRET,
      // The job runs when a test calls GET /api/cron/reminders, not on the minute timer, so what a test
      // sees in the outbox is what it caused (the timer itself has its own unit test).
      IN_PROCESS_JOBS: "0",
    },
  },
});
