-- Bring stored category colours into the ten presets that the next migration's CHECK allows:
-- a preset written in lower case is upper-cased, anything else becomes the default blue.
UPDATE thought_categories SET color = upper(btrim(color)) WHERE color IS DISTINCT FROM upper(btrim(color));
--> statement-breakpoint
UPDATE thought_categories SET color = '#3B82F6'
WHERE color NOT IN ('#3B82F6', '#EF4444', '#F97316', '#EAB308', '#22C55E', '#14B8A6', '#06B6D4', '#8B5CF6', '#EC4899', '#6B7280');
