// `npm run user:role -- <username-or-email> admin|user`: an operator changes a user's role. The same
// last-admin rule as the admin screen applies, and the change is audited with the operator's name.
import { setRoleByLogin } from "@/lib/server/services/admin-bootstrap";
import { disconnectDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

const [login, role] = process.argv.slice(2);
if (!login || (role !== "admin" && role !== "user")) {
  console.error("usage: npm run user:role -- <username-or-email> admin|user");
  process.exit(2);
}
try {
  const user = await setRoleByLogin(login, role);
  console.log(`${user.username} is now ${user.role}`);
} catch (e) {
  console.error(e instanceof AppError && e.code === "not_found" ? `No user "${login}"` : e instanceof AppError ? e.message : String(e));
  process.exitCode = 1;
} finally {
  await disconnectDb();
}
