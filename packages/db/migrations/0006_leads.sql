ALTER TABLE "leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "human_check" text DEFAULT 'altcha' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "dedupe_hash" text;--> statement-breakpoint
UPDATE "leads" SET "dedupe_hash" = 'legacy-' || "id" WHERE "dedupe_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "dedupe_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dedupe_hash_unique" UNIQUE("dedupe_hash");