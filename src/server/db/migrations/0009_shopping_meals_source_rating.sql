ALTER TABLE "recipes" ADD COLUMN "source_rating" jsonb;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "meal_item_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;