-- Households backfill: every existing account becomes a one-person household (its owner), and the
-- plans, lists, collections and recipes it already has belong to that household. The household's
-- id is the user's id, which needs no mapping table and cannot collide (one household per user).
INSERT INTO "households" ("id", "name", "created_at")
SELECT "id", '', "created_at" FROM "users" WHERE "household_id" IS NULL;
--> statement-breakpoint
UPDATE "users" SET "household_id" = "id", "household_role" = 'owner', "household_joined_at" = "created_at" WHERE "household_id" IS NULL;
--> statement-breakpoint
UPDATE "recipes" SET "household_id" = "user_id" WHERE "household_id" IS NULL;
--> statement-breakpoint
UPDATE "collections" SET "household_id" = "user_id" WHERE "household_id" IS NULL;
--> statement-breakpoint
UPDATE "meal_plans" SET "household_id" = "user_id" WHERE "household_id" IS NULL;
--> statement-breakpoint
UPDATE "meal_plan_items" SET "household_id" = "user_id" WHERE "household_id" IS NULL;
--> statement-breakpoint
UPDATE "shopping_list_items" SET "household_id" = "user_id" WHERE "household_id" IS NULL;
