CREATE TABLE "login_failures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_send_limits" (
	"identifier" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "claimed_until" timestamp with time zone;