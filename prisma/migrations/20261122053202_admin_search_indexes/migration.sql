-- Trigram GIN indexes behind the admin user search (case-insensitive `ILIKE '%text%'` on username
-- and e-mail), so it stays fast at 100,000+ users. They live only in SQL, not in schema.prisma:
-- declaring them there needs pg_trgm in Prisma's shadow database, which the offline migration tool
-- (an in-memory PGlite without extensions) cannot provide. See docs/decisions/041-admin-user-search.md.
-- Guarded so a PostgreSQL without the contrib package still migrates (search then scans, correctly).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "User_username_trgm_idx" ON "User" USING GIN ("username" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);
  ELSE
    RAISE WARNING 'pg_trgm is not available: the admin user search will not use trigram indexes';
  END IF;
END
$$;
