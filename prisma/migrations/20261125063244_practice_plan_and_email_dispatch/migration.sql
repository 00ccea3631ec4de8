-- CreateTable
CREATE TABLE "PracticePlan" (
    "userId" UUID NOT NULL,
    "days" INTEGER[],
    "reminderTime" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "setById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PracticePlan_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "EmailDispatch" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "localDay" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailDispatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PracticePlan_status_idx" ON "PracticePlan"("status");

-- CreateIndex
CREATE INDEX "PracticePlan_setById_idx" ON "PracticePlan"("setById");

-- CreateIndex
CREATE INDEX "EmailDispatch_createdAt_idx" ON "EmailDispatch"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailDispatch_userId_kind_localDay_key" ON "EmailDispatch"("userId", "kind", "localDay");

-- AddForeignKey
ALTER TABLE "PracticePlan" ADD CONSTRAINT "PracticePlan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticePlan" ADD CONSTRAINT "PracticePlan_setById_fkey" FOREIGN KEY ("setById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailDispatch" ADD CONSTRAINT "EmailDispatch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
