CREATE TABLE "responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_answer" jsonb NOT NULL,
	"score" real,
	"rating" text
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"prep_check_id" integer NOT NULL,
	"status" text NOT NULL,
	"revision" integer NOT NULL,
	"amount_done" real DEFAULT 0 NOT NULL,
	"score" real,
	"badge_id" integer,
	"journey_phase_id" integer,
	"new_badge" boolean DEFAULT false NOT NULL,
	"new_journey_phase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('DRAFT', 'SUBMITTED'))
);
--> statement-breakpoint
CREATE TABLE "user_emergency_items" (
	"user_id" uuid NOT NULL,
	"emergency_item_id" integer NOT NULL,
	"has_item" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_emergency_items_user_id_emergency_item_id_pk" PRIMARY KEY("user_id","emergency_item_id")
);
--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_prep_check_id_prep_checks_id_fk" FOREIGN KEY ("prep_check_id") REFERENCES "public"."prep_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_journey_phase_id_journey_phases_id_fk" FOREIGN KEY ("journey_phase_id") REFERENCES "public"."journey_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emergency_items" ADD CONSTRAINT "user_emergency_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emergency_items" ADD CONSTRAINT "user_emergency_items_emergency_item_id_emergency_items_id_fk" FOREIGN KEY ("emergency_item_id") REFERENCES "public"."emergency_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_submission_question_idx" ON "responses" USING btree ("submission_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_draft_idx" ON "submissions" USING btree ("user_id","prep_check_id") WHERE "submissions"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","prep_check_id","submitted_at");