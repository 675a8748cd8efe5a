DROP INDEX "notes_user_id_idx";--> statement-breakpoint
DROP INDEX "thought_categories_user_id_idx";--> statement-breakpoint
DROP INDEX "thoughts_user_id_idx";--> statement-breakpoint
DROP INDEX "thoughts_category_id_idx";--> statement-breakpoint
CREATE INDEX "notes_user_id_updated_at_idx" ON "notes" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "thought_categories_user_id_sort_order_idx" ON "thought_categories" USING btree ("user_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "thoughts_user_id_created_at_idx" ON "thoughts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "thoughts_category_id_created_at_idx" ON "thoughts" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "thought_categories" ADD CONSTRAINT "thought_categories_color_check" CHECK ("thought_categories"."color" IN ('#3B82F6', '#EF4444', '#F97316', '#EAB308', '#22C55E', '#14B8A6', '#06B6D4', '#8B5CF6', '#EC4899', '#6B7280'));