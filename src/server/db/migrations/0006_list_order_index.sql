DROP INDEX "recipes_user_created_idx";--> statement-breakpoint
DROP INDEX "recipes_user_favorite_idx";--> statement-breakpoint
CREATE INDEX "recipes_user_created_idx" ON "recipes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_user_favorite_idx" ON "recipes" USING btree ("user_id","is_favorite","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);