-- AlterTable
ALTER TABLE "AdminAuditLog" ADD COLUMN     "operator" TEXT,
ALTER COLUMN "adminId" DROP NOT NULL;
