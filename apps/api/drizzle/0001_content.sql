CREATE TABLE "badges" (
	"id" integer PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"icon" text NOT NULL,
	"name" jsonb NOT NULL,
	"award_text" jsonb NOT NULL,
	"icon_alt" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "badges_level_unique" UNIQUE("level")
);
--> statement-breakpoint
CREATE TABLE "crisis_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"scope" text NOT NULL,
	"priority" smallint NOT NULL,
	"icon_src" text NOT NULL,
	"icon_alt" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"subheader" jsonb NOT NULL,
	"always_available" boolean NOT NULL,
	"hours" jsonb,
	"phone" text NOT NULL,
	"is_text_line" boolean NOT NULL,
	"text_number" text,
	"text_keyword" text,
	"link" text NOT NULL,
	"examples" jsonb NOT NULL,
	"who_they_help" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"hazards" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"verified_source" text NOT NULL,
	"verified_on" text NOT NULL,
	"machine_translated" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "crisis_options_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "emergency_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"machine_translated" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "emergency_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "journey_phases" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_completed" smallint NOT NULL,
	"min_average_score" real NOT NULL,
	"icon" text NOT NULL,
	"name" jsonb NOT NULL,
	"subcopy" jsonb NOT NULL,
	"award_text" jsonb NOT NULL,
	"icon_alt" jsonb NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"hazard_id" integer NOT NULL,
	"stage" text NOT NULL,
	"block_id" integer,
	"creator_id" integer NOT NULL,
	"body" jsonb NOT NULL,
	"machine_translated" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"weight" real NOT NULL,
	"best_stage" text,
	"emergency_item_id" integer,
	"text" jsonb NOT NULL,
	"explainer_text" jsonb NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prep_checks" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"hazard_id" integer NOT NULL,
	"scope" text NOT NULL,
	"filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"light_icon" text NOT NULL,
	"dark_icon" text NOT NULL,
	"title" jsonb NOT NULL,
	"icon_alt" jsonb NOT NULL,
	"machine_translated" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "prep_checks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"prep_check_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_type" text NOT NULL,
	"aspect" text NOT NULL,
	"icon" text NOT NULL,
	"link_to_emergency_items" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"question" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"explainer_text" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sponsor_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sample" boolean NOT NULL,
	"area" jsonb NOT NULL,
	"min_lat" real NOT NULL,
	"max_lat" real NOT NULL,
	"min_lng" real NOT NULL,
	"max_lng" real NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "sponsor_areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"area_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"logo_src" text NOT NULL,
	"logo_alt" jsonb NOT NULL,
	"link" text NOT NULL,
	"extra_links" jsonb NOT NULL,
	"hazards" integer[] NOT NULL,
	"machine_translated" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "sponsors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "local_content" ADD CONSTRAINT "local_content_area_id_sponsor_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."sponsor_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_content" ADD CONSTRAINT "local_content_hazard_id_hazards_id_fk" FOREIGN KEY ("hazard_id") REFERENCES "public"."hazards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_content" ADD CONSTRAINT "local_content_block_id_content_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."content_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_content" ADD CONSTRAINT "local_content_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_emergency_item_id_emergency_items_id_fk" FOREIGN KEY ("emergency_item_id") REFERENCES "public"."emergency_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prep_checks" ADD CONSTRAINT "prep_checks_hazard_id_hazards_id_fk" FOREIGN KEY ("hazard_id") REFERENCES "public"."hazards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_prep_check_id_prep_checks_id_fk" FOREIGN KEY ("prep_check_id") REFERENCES "public"."prep_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_area_id_sponsor_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."sponsor_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_content_hazard_idx" ON "local_content" USING btree ("hazard_id");--> statement-breakpoint
CREATE INDEX "options_question_idx" ON "options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_prep_check_idx" ON "questions" USING btree ("prep_check_id");