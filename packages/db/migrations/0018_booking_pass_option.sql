ALTER TABLE "bookings" ADD COLUMN "pass_option_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pass_option_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pass_option_days" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pass_option_id_pass_options_id_fk" FOREIGN KEY ("pass_option_id") REFERENCES "public"."pass_options"("id") ON DELETE set null ON UPDATE no action;