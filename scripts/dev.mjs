// `npm run dev`: Next's dev server with telemetry off; everything else has offline defaults (.env.example).
import { spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
child.on("exit", (code) => process.exit(code ?? 0));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
