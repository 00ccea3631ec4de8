-- CreateTable
CREATE TABLE "ClinicianNote" (
    "id" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "ClinicianNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClinicianNote_patientId_createdAt_idx" ON "ClinicianNote"("patientId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "ClinicianNote_authorId_idx" ON "ClinicianNote"("authorId");

-- AddForeignKey
ALTER TABLE "ClinicianNote" ADD CONSTRAINT "ClinicianNote_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClinicianNote" ADD CONSTRAINT "ClinicianNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
