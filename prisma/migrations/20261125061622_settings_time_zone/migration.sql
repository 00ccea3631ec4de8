-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "timeZone" TEXT;
