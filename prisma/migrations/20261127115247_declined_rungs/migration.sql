-- CreateTable
CREATE TABLE "DeclinedRung" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "situation" TEXT NOT NULL,
    "compulsionToResist" TEXT NOT NULL,
    "suggestedById" UUID,
    "suggestedAt" TIMESTAMP(3) NOT NULL,
    "declinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeclinedRung_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeclinedRung_userId_declinedAt_idx" ON "DeclinedRung"("userId", "declinedAt" DESC);

-- CreateIndex
CREATE INDEX "DeclinedRung_suggestedById_idx" ON "DeclinedRung"("suggestedById");

-- AddForeignKey
ALTER TABLE "DeclinedRung" ADD CONSTRAINT "DeclinedRung_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeclinedRung" ADD CONSTRAINT "DeclinedRung_suggestedById_fkey" FOREIGN KEY ("suggestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
