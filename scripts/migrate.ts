// `npm run db:migrate` (and Vercel's build step): apply pending migrations to DATABASE_URL or the embedded database.
import { db, disconnectDb } from "@/lib/server/db";

await db(); // connecting applies pending migrations
await disconnectDb();
console.log("Migrations are up to date.");
