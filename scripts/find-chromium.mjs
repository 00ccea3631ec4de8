// Locates the Chromium that Playwright drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    console.error("Chromium not found: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).");
    process.exit(1);
  }
  return found;
}
