-- 'Last active' and 'Needs attention' on the admin list (issue 16, decision 047): the person's latest
-- activity on their own row, indexed, so the list sorts and filters on it in SQL at 100,000 users.

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastActiveAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Existing people: their latest record of any kind, else their sign-up (GREATEST skips NULLs).
UPDATE "User" u SET "lastActiveAt" = GREATEST(
  u."createdAt",
  (SELECT max(t."createdAt") FROM "ThoughtLog" t WHERE t."userId" = u."id"),
  (SELECT max(GREATEST(e."createdAt", e."completedAt")) FROM "ErpSession" e WHERE e."userId" = u."id"),
  (SELECT max(s."answeredAt") FROM "SafetyEvent" s WHERE s."userId" = u."id"),
  (SELECT max(c."createdAt") FROM "CompulsionEntry" c WHERE c."userId" = u."id"),
  (SELECT max(w."createdAt") FROM "WeeklyCheckIn" w WHERE w."userId" = u."id"),
  (SELECT max(r."createdAt") FROM "LadderRung" r WHERE r."userId" = u."id" AND r."assignedById" IS NULL AND r."assignedAt" IS NULL)
);

-- CreateIndex
CREATE INDEX "User_lastActiveAt_id_idx" ON "User"("lastActiveAt" DESC, "id" DESC);

-- Every record a person writes raises their lastActiveAt to the record's own time (never lowers it), in
-- the statement's transaction: no code path can forget it, and back-dated rows (tests with an injected
-- clock, the demo seed) count at their own time. TG_ARGV[0] names the row's time column.
CREATE OR REPLACE FUNCTION "user_touch_last_active"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "at" TIMESTAMP(3) := (to_jsonb(NEW) ->> TG_ARGV[0])::TIMESTAMP(3);
BEGIN
  IF "at" IS NOT NULL THEN
    UPDATE "User" SET "lastActiveAt" = "at" WHERE "id" = NEW."userId" AND "lastActiveAt" < "at";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "ThoughtLog_last_active" AFTER INSERT ON "ThoughtLog"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_active"('createdAt');
CREATE TRIGGER "ErpSession_last_active" AFTER INSERT ON "ErpSession"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_active"('createdAt');
CREATE TRIGGER "ErpSession_completed_last_active" AFTER UPDATE OF "completedAt" ON "ErpSession"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_active"('completedAt');
CREATE TRIGGER "SafetyEvent_answered_last_active" AFTER UPDATE OF "answeredAt" ON "SafetyEvent"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_active"('answeredAt');
CREATE TRIGGER "CompulsionEntry_last_active" AFTER INSERT ON "CompulsionEntry"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_active"('createdAt');
CREATE TRIGGER "WeeklyCheckIn_last_active" AFTER INSERT ON "WeeklyCheckIn"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_active"('createdAt');
-- A rung the person adds to their own ladder; one a clinician adds (assignedAt set) is not their activity.
CREATE TRIGGER "LadderRung_last_active" AFTER INSERT ON "LadderRung"
  FOR EACH ROW WHEN (NEW."assignedAt" IS NULL) EXECUTE FUNCTION "user_touch_last_active"('createdAt');
