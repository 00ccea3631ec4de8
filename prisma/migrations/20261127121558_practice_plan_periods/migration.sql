-- CreateTable
CREATE TABLE "PracticePlanPeriod" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "days" INTEGER[],
    "activeFrom" TIMESTAMP(3) NOT NULL,
    "activeUntil" TIMESTAMP(3),

    CONSTRAINT "PracticePlanPeriod_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PracticePlanPeriod_userId_activeFrom_idx" ON "PracticePlanPeriod"("userId", "activeFrom");

-- AddForeignKey
ALTER TABLE "PracticePlanPeriod" ADD CONSTRAINT "PracticePlanPeriod_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The plans active today start their history from the day they were set (earlier versions were not kept).
INSERT INTO "PracticePlanPeriod" ("id", "userId", "days", "activeFrom")
SELECT gen_random_uuid(), "userId", "days", "updatedAt" FROM "PracticePlan" WHERE "status" = 'active';
