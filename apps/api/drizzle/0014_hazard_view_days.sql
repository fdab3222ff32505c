CREATE TABLE "hazard_view_days" (
	"hazard_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "hazard_view_days_hazard_id_day_pk" PRIMARY KEY("hazard_id","day")
);
--> statement-breakpoint
ALTER TABLE "hazard_view_days" ADD CONSTRAINT "hazard_view_days_hazard_id_hazards_id_fk" FOREIGN KEY ("hazard_id") REFERENCES "public"."hazards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hazard_view_days_day_idx" ON "hazard_view_days" USING btree ("day");