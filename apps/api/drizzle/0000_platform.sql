CREATE TABLE "content_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"hazard_id" integer NOT NULL,
	"type" text NOT NULL,
	"stage" text NOT NULL,
	"priority" smallint NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"local" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"header" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"icon" text,
	"image" jsonb,
	"toggles" text[] DEFAULT '{}'::text[] NOT NULL,
	"creator_id" integer,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"summary" jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"logo_src" text,
	"logo_alt" jsonb,
	"link" text,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"page" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hazards" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon_src" text NOT NULL,
	"category" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_stage" text NOT NULL,
	"local" boolean DEFAULT false NOT NULL,
	"creator_id" integer,
	"translations" text[] DEFAULT '{}'::text[] NOT NULL,
	"machine_translated" text[] DEFAULT '{}'::text[] NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "hazards_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_hazard_id_hazards_id_fk" FOREIGN KEY ("hazard_id") REFERENCES "public"."hazards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_blocks_hazard_idx" ON "content_blocks" USING btree ("hazard_id");--> statement-breakpoint
CREATE INDEX "hazards_category_idx" ON "hazards" USING btree ("category");