CREATE TYPE "public"."refund_status" AS ENUM('requested', 'processed', 'failed');--> statement-breakpoint
CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"product_type_id" smallint PRIMARY KEY NOT NULL,
	"refund_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forfeit_after_window" boolean DEFAULT false NOT NULL,
	"transfer_notice_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"percent" smallint NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"amount_paise" integer NOT NULL,
	"gateway" text NOT NULL,
	"payment_id" text NOT NULL,
	"gateway_refund_id" text,
	"credit_note_number" text,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" >= 0 and "refunds"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_reason_unique" ON "refunds" USING btree ("booking_id","reason");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
-- The booking terms' defaults (001 section 9, Annexure 1; decideCancellation's defaults in
-- packages/domain): meeting rooms and the rest cannot be cancelled and are non-refundable; events
-- cancel with a full refund up to 48 hours before, after that the deposit is forfeited; day passes
-- and executive day passes transfer to another date with 24 hours' notice.
INSERT INTO "cancellation_policies" ("product_type_id", "refund_tiers", "forfeit_after_window", "transfer_notice_minutes")
SELECT "id",
  CASE WHEN "id" = 2 THEN '[{"noticeMinutes": 2880, "refundPercent": 100}]'::jsonb ELSE '[]'::jsonb END,
  "id" = 2,
  CASE WHEN "id" IN (7, 16) THEN 1440 ELSE NULL END
FROM "product_types"
ON CONFLICT ("product_type_id") DO NOTHING;
