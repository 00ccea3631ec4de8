-- AlterTable
ALTER TABLE "ThoughtLog" ADD COLUMN     "heldResponse" JSONB;

-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "country" TEXT;

-- CreateTable
CREATE TABLE "SafetyEvent" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "answer" TEXT,
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "thoughtLogId" UUID,
    "erpSessionId" UUID,

    CONSTRAINT "SafetyEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SafetyEvent_thoughtLogId_key" ON "SafetyEvent"("thoughtLogId");

-- CreateIndex
CREATE UNIQUE INDEX "SafetyEvent_erpSessionId_key" ON "SafetyEvent"("erpSessionId");

-- CreateIndex
CREATE INDEX "SafetyEvent_userId_createdAt_idx" ON "SafetyEvent"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "SafetyEvent_createdAt_idx" ON "SafetyEvent"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "SafetyEvent" ADD CONSTRAINT "SafetyEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SafetyEvent" ADD CONSTRAINT "SafetyEvent_thoughtLogId_fkey" FOREIGN KEY ("thoughtLogId") REFERENCES "ThoughtLog"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SafetyEvent" ADD CONSTRAINT "SafetyEvent_erpSessionId_fkey" FOREIGN KEY ("erpSessionId") REFERENCES "ErpSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;
