// Runs once when the server starts: opens the database (applying migrations) and bootstraps the admin.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startup } = await import("@/lib/server/startup");
  await startup();
}
