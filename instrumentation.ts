// Runs once when the server starts: stamps each request with its TCP peer address (the client
// address when no trusted proxy is configured), opens the database (applying migrations) and
// bootstraps the admin.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stampSocketAddresses } = await import("@/lib/server/http/client-address");
  stampSocketAddresses();
  const { startup } = await import("@/lib/server/startup");
  await startup();
}
