ALTER TABLE "bookings" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "live" boolean DEFAULT true NOT NULL;