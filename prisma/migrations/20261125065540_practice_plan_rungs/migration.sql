-- CreateTable
CREATE TABLE "PracticePlanRung" (
    "userId" UUID NOT NULL,
    "rungId" UUID NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PracticePlanRung_pkey" PRIMARY KEY ("userId","rungId")
);

-- CreateIndex
CREATE INDEX "PracticePlanRung_rungId_idx" ON "PracticePlanRung"("rungId");

-- AddForeignKey
ALTER TABLE "PracticePlanRung" ADD CONSTRAINT "PracticePlanRung_userId_fkey" FOREIGN KEY ("userId") REFERENCES "PracticePlan"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticePlanRung" ADD CONSTRAINT "PracticePlanRung_rungId_fkey" FOREIGN KEY ("rungId") REFERENCES "LadderRung"("id") ON DELETE CASCADE ON UPDATE CASCADE;
