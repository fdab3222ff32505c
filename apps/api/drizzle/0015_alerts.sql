CREATE TABLE "alert_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_poll_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feed_url" text NOT NULL,
	"sender" text NOT NULL,
	"identifier" text NOT NULL,
	"sent" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"msg_type" text NOT NULL,
	"scope" text NOT NULL,
	"reference_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" jsonb NOT NULL,
	"message_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_messages_sender_identifier_idx" ON "alert_messages" USING btree ("sender","identifier");--> statement-breakpoint
CREATE INDEX "alert_messages_feed_idx" ON "alert_messages" USING btree ("feed_url");--> statement-breakpoint
CREATE INDEX "alert_messages_reference_keys_idx" ON "alert_messages" USING gin ("reference_keys");--> statement-breakpoint
CREATE INDEX "alert_messages_open_idx" ON "alert_messages" USING btree ("expires_at") WHERE "alert_messages"."ended_at" is null;