INSERT INTO "site_settings" ("setting_key", "setting_value", "description") VALUES
  ('joke_machine_enabled', 'true', 'Show the Joke Machine (ideas from My Blender)'),
  ('simile_generator_enabled', 'true', 'Show the Simile Generator in the navigation bar')
ON CONFLICT ("setting_key") DO NOTHING;
