ALTER TABLE "sponsors" ALTER COLUMN "area_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hazards" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "geo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hazards" ADD CONSTRAINT "hazards_area_id_sponsor_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."sponsor_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_geo_has_area" CHECK ("sponsors"."geo" = ("sponsors"."area_id" is not null));