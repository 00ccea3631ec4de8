-- Usernames become unique regardless of case and Unicode form (decision 008): a lower-cased key, filled from the
-- existing names. If two existing accounts differ only in case this stops with a unique violation,
-- on purpose: an operator renames one of them first.
-- AlterTable
ALTER TABLE "User" ADD COLUMN "usernameKey" TEXT;
UPDATE "User" SET "usernameKey" = lower(btrim(normalize("username", NFKC)));
ALTER TABLE "User" ALTER COLUMN "usernameKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");
