ALTER TABLE "options" ADD COLUMN "plan_facts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "link_to_plan" boolean DEFAULT false NOT NULL;