CREATE TABLE "joke_note_status_counts" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "joke_note_status_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
