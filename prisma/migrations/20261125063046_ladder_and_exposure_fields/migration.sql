-- AlterTable
ALTER TABLE "ErpSession" ADD COLUMN     "anxietyAfter" INTEGER,
ADD COLUMN     "anxietyPeak" INTEGER,
ADD COLUMN     "didCompulsion" BOOLEAN,
ADD COLUMN     "expectedLikelihood" INTEGER,
ADD COLUMN     "expectedOutcome" TEXT,
ADD COLUMN     "learned" TEXT,
ADD COLUMN     "outcomeHappened" TEXT,
ADD COLUMN     "ratings" JSONB,
ADD COLUMN     "rungId" UUID,
ADD COLUMN     "urges" JSONB;

-- CreateTable
CREATE TABLE "LadderRung" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "situation" TEXT NOT NULL,
    "compulsionToResist" TEXT NOT NULL,
    "expectedAnxiety" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "mastered" BOOLEAN NOT NULL DEFAULT false,
    "masteredAt" TIMESTAMP(3),
    "assignedById" UUID,
    "assignedAt" TIMESTAMP(3),
    "safetyEventId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LadderRung_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LadderRung_safetyEventId_key" ON "LadderRung"("safetyEventId");

-- CreateIndex
CREATE INDEX "LadderRung_userId_position_idx" ON "LadderRung"("userId", "position");

-- CreateIndex
CREATE INDEX "LadderRung_assignedById_idx" ON "LadderRung"("assignedById");

-- CreateIndex
CREATE INDEX "ErpSession_rungId_completed_completedAt_idx" ON "ErpSession"("rungId", "completed", "completedAt");

-- AddForeignKey
ALTER TABLE "ErpSession" ADD CONSTRAINT "ErpSession_rungId_fkey" FOREIGN KEY ("rungId") REFERENCES "LadderRung"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LadderRung" ADD CONSTRAINT "LadderRung_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LadderRung" ADD CONSTRAINT "LadderRung_assignedById_fkey" FOREIGN KEY ("assignedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LadderRung" ADD CONSTRAINT "LadderRung_safetyEventId_fkey" FOREIGN KEY ("safetyEventId") REFERENCES "SafetyEvent"("id") ON DELETE SET NULL ON UPDATE CASCADE;
