// The demo accounts live in one place (lib/server/demo/accounts.ts); docs/demo-accounts.md and the
// README's table must say the same, or reviewers are told a password that does not work.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoAccountList } from "@/lib/server/demo/accounts";

const tableRows = (file: string) => readFileSync(file, "utf8").split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| Who") && !l.startsWith("|---"));

describe("the demo accounts' documentation", () => {
  it("docs/demo-accounts.md lists each account's username, e-mail and password", () => {
    const rows = tableRows("docs/demo-accounts.md");
    expect(rows).toHaveLength(demoAccountList().length);
    for (const a of demoAccountList()) {
      expect(rows.some((r) => r.includes(`| ${a.username} | ${a.email} | ${a.password} |`)), a.username).toBe(true);
    }
  });

  it("the README's table gives the same usernames and passwords", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const a of demoAccountList()) expect(readme, a.username).toContain(`| ${a.username} | ${a.password} |`);
  });
});
