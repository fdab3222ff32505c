CREATE TABLE "alert_zones" (
	"url" text PRIMARY KEY NOT NULL,
	"polygons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL,
	"last_error" text
);
