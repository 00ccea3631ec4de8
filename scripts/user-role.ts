// `npm run user:role -- <username-or-email> admin|user`: an operator changes a user's role.
import { setRoleByLogin } from "@/lib/server/services/admin-bootstrap";
import { disconnectDb } from "@/lib/server/db";

const [login, role] = process.argv.slice(2);
if (!login || (role !== "admin" && role !== "user")) {
  console.error("usage: npm run user:role -- <username-or-email> admin|user");
  process.exit(2);
}
try {
  const user = await setRoleByLogin(login, role);
  console.log(`${user.username} is now ${user.role}`);
} catch (e) {
  console.error((e as { code?: string }).code === "P2025" ? `No user "${login}"` : (e as Error).message);
  process.exitCode = 1;
} finally {
  await disconnectDb();
}
