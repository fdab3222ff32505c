CREATE TABLE "crisis_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"phrases" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crisis_options" ADD COLUMN "search_terms" jsonb DEFAULT '{"en":[]}'::jsonb NOT NULL;