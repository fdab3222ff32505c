CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"os_name" text,
	"app_version" text,
	"time" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hazard_view_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hazard_id" integer NOT NULL,
	"content_block_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hazard_view_events" ADD CONSTRAINT "hazard_view_events_hazard_id_hazards_id_fk" FOREIGN KEY ("hazard_id") REFERENCES "public"."hazards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hazard_view_events" ADD CONSTRAINT "hazard_view_events_content_block_id_content_blocks_id_fk" FOREIGN KEY ("content_block_id") REFERENCES "public"."content_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_received_at_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "hazard_view_events_viewed_at_idx" ON "hazard_view_events" USING btree ("viewed_at");