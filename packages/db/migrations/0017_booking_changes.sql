CREATE TABLE "booking_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"difference_room_paise" integer NOT NULL,
	"difference_add_ons_paise" integer NOT NULL,
	"difference_discount_paise" integer NOT NULL,
	"difference_cgst_paise" integer NOT NULL,
	"difference_sgst_paise" integer NOT NULL,
	"difference_igst_paise" integer NOT NULL,
	"difference_total_paise" integer NOT NULL,
	"payment_gateway" text,
	"payment_order_id" text,
	"payment_id" text,
	"invoice_number" text,
	"hold_expires_at" timestamp with time zone,
	"refund_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_changes_payment_order_id_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "booking_changes_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
DROP INDEX "refunds_booking_reason_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "change_id" bigint;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_pending" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "booking_changes_hold_idx" ON "booking_changes" USING btree ("status","hold_expires_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_change_id_booking_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_change_unique" ON "refunds" USING btree ("change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_reason_unique" ON "refunds" USING btree ("booking_id","reason","payment_id") WHERE "refunds"."reason" <> 'change';