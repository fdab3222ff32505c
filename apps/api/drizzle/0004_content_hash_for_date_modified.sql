ALTER TABLE "crisis_options" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "hazards" ADD COLUMN "content_hash" text;