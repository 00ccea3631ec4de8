// Runs once when the server starts: stamps each request with its TCP peer address (the client
// address when no trusted proxy is configured), checks the configuration, and starts opening the
// database (applying pending migrations) and bootstrapping the admin without waiting for them, so the
// server answers at once (decision 059).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stampSocketAddresses } = await import("@/lib/server/http/client-address");
  stampSocketAddresses();
  const { startup } = await import("@/lib/server/startup");
  await startup();
}
