// Every link between the app's pages goes through components/ui/link.tsx, which turns Next's
// prefetching off (decision 059): a `next/link` imported anywhere else brings back a dozen server
// renders per page view, unseen.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const THE_WRAPPER = "components/ui/link.tsx";

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(file);
    return /\.(tsx?|mts)$/.test(entry.name) ? [file] : [];
  });
}

describe("links between pages", () => {
  it("import next/link only in the wrapper that turns prefetching off", () => {
    const importers = ["app", "components", "lib"]
      .flatMap(sources)
      .filter((file) => /from\s+["']next\/link["']/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(importers).toEqual([THE_WRAPPER]);
  });

  it("the wrapper sets prefetch={false} before the caller's props", () => {
    expect(readFileSync(path.join(ROOT, THE_WRAPPER), "utf8")).toContain("<NextLink prefetch={false} {...props} />");
  });
});
