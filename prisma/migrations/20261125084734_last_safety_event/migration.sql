-- 'Needs attention' on the admin list (decision 047): the person's latest safety event (a crisis answer
-- or a check-in) on their own row, so the rule is a test on the User row and its count at 100,000
-- users needs no semi-join on SafetyEvent.

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastSafetyEventAt" TIMESTAMP(3);

-- Existing people: their latest safety event, if any.
UPDATE "User" u SET "lastSafetyEventAt" = s."latest"
FROM (SELECT "userId", max("createdAt") AS "latest" FROM "SafetyEvent" GROUP BY "userId") s
WHERE s."userId" = u."id";

-- CreateIndex
CREATE INDEX "User_lastSafetyEventAt_idx" ON "User"("lastSafetyEventAt" DESC);

-- Every safety event raises the person's lastSafetyEventAt to its own time (never lowers it), in the
-- statement's transaction: no code path can forget it, and back-dated events (tests with an injected
-- clock, the demo seed) count at their own time. Events are never deleted but with their person.
CREATE OR REPLACE FUNCTION "user_touch_last_safety_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "User" SET "lastSafetyEventAt" = NEW."createdAt"
  WHERE "id" = NEW."userId" AND ("lastSafetyEventAt" IS NULL OR "lastSafetyEventAt" < NEW."createdAt");
  RETURN NULL;
END
$$;

CREATE TRIGGER "SafetyEvent_last_safety_event" AFTER INSERT ON "SafetyEvent"
  FOR EACH ROW EXECUTE FUNCTION "user_touch_last_safety_event"();
