// Generates the Prisma client at install time. Prisma 7's CLI wants a native schema engine it would
// download; generation does not need it, so point it at /bin/false (any real engine use then fails loudly).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync("/bin/false")) env.PRISMA_SCHEMA_ENGINE_BINARY = "/bin/false";
execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
