-- DropIndex
DROP INDEX "CompulsionEntry_userId_occurredAt_idx";

-- CreateIndex
CREATE INDEX "CompulsionEntry_userId_occurredAt_id_idx" ON "CompulsionEntry"("userId", "occurredAt" DESC, "id" DESC);
