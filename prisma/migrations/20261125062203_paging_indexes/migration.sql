-- DropIndex
DROP INDEX "ErpSession_userId_createdAt_idx";

-- DropIndex
DROP INDEX "ThoughtLog_userId_createdAt_idx";

-- CreateIndex
CREATE INDEX "ErpSession_userId_createdAt_id_idx" ON "ErpSession"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ErpSession_userId_completed_completedAt_idx" ON "ErpSession"("userId", "completed", "completedAt" DESC);

-- CreateIndex
CREATE INDEX "ThoughtLog_userId_createdAt_id_idx" ON "ThoughtLog"("userId", "createdAt" DESC, "id" DESC);
