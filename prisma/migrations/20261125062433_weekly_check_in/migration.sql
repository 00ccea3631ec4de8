-- CreateTable
CREATE TABLE "WeeklyCheckIn" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "answers" INTEGER[],
    "total" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WeeklyCheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WeeklyCheckIn_userId_createdAt_idx" ON "WeeklyCheckIn"("userId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "WeeklyCheckIn" ADD CONSTRAINT "WeeklyCheckIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
