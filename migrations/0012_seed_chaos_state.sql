-- The chaos monkey's single state row: stopped, at the default interval.
INSERT INTO "chaos_state" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
