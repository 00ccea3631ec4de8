// Which address the per-address limits count, and which host a same-origin check compares: the TCP peer unless a trusted proxy or Vercel vouches
// for another, so a forged X-Forwarded-For cannot move a client into a fresh bucket.
import { createServer, request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../env";
import { clientAddress, requestedHost, SOCKET_ADDRESS_HEADER, stampSocketAddresses } from "./client-address";

function withEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

afterEach(() => withEnv({ TRUST_PROXY: undefined, VERCEL: undefined }));

const h = (values: Record<string, string>) => new Headers(values);

describe("the client address", () => {
  it("is the TCP peer by default, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "1.2.3.4" }))).toBe("203.0.113.9");
    expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
  });

  it("is TRUST_PROXY entries from the right of X-Forwarded-For behind that many proxies", () => {
    withEnv({ TRUST_PROXY: "1" });
    expect(clientAddress(h({ "x-forwarded-for": "6.6.6.6, 198.51.100.20", [SOCKET_ADDRESS_HEADER]: "10.0.0.2" }))).toBe("198.51.100.20");
    withEnv({ TRUST_PROXY: "2" });
    expect(clientAddress(h({ "x-forwarded-for": "6.6.6.6, 198.51.100.20, 10.0.0.7" }))).toBe("198.51.100.20");
    expect(clientAddress(h({ "x-forwarded-for": "198.51.100.21" }))).toBe("198.51.100.21");
  });

  it("is Vercel's own header on Vercel", () => {
    const own = process.env.DATABASE_URL;
    // Vercel requires a database (decision 056); none is opened here.
    withEnv({ VERCEL: "1", DATABASE_URL: own ?? "postgresql://app@db.example.test/erp" });
    try {
      expect(clientAddress(h({ "x-vercel-forwarded-for": "192.0.2.5", "x-forwarded-for": "192.0.2.6" }))).toBe("192.0.2.5");
      expect(clientAddress(h({ "x-forwarded-for": "192.0.2.6" }))).toBe("192.0.2.6");
    } finally {
      withEnv({ DATABASE_URL: own });
    }
  });

  it("takes the host asked for from X-Forwarded-Host only behind a trusted proxy", () => {
    const headers = h({ host: "app.example", "x-forwarded-host": "evil.example" });
    expect(requestedHost(headers)).toBe("app.example");
    withEnv({ TRUST_PROXY: "1" });
    expect(requestedHost(headers)).toBe("evil.example");
    expect(requestedHost(h({ host: "app.example" }))).toBe("app.example");
    withEnv({ TRUST_PROXY: "2" });
    expect(requestedHost(h({ host: "10.0.0.2:3000", "x-forwarded-host": "forged.example, app.example, lb.internal" }))).toBe("app.example");
  });

  it("is stamped by the server on every request, replacing a header of that name sent by the client", async () => {
    stampSocketAddresses();
    const server = createServer((req, res) => res.end(String(req.headers[SOCKET_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const seen = await new Promise<string>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, headers: { [SOCKET_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" } }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
      req.end();
    });
    server.close();
    expect(seen).toBe("127.0.0.1");
  });
});
