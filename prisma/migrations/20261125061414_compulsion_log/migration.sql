/*
  Warnings:

  - A unique constraint covering the columns `[compulsionEntryId]` on the table `SafetyEvent` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "SafetyEvent" ADD COLUMN     "compulsionEntryId" UUID;

-- CreateTable
CREATE TABLE "CompulsionEntry" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "urge" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "delayMinutes" INTEGER,
    "note" TEXT,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompulsionEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompulsionEntry_userId_occurredAt_idx" ON "CompulsionEntry"("userId", "occurredAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "SafetyEvent_compulsionEntryId_key" ON "SafetyEvent"("compulsionEntryId");

-- AddForeignKey
ALTER TABLE "SafetyEvent" ADD CONSTRAINT "SafetyEvent_compulsionEntryId_fkey" FOREIGN KEY ("compulsionEntryId") REFERENCES "CompulsionEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompulsionEntry" ADD CONSTRAINT "CompulsionEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
