CREATE TABLE "slot_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_slot" smallint NOT NULL,
	"end_slot" smallint NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_blocks_slots_check" CHECK ("slot_blocks"."start_slot" >= 0 and "slot_blocks"."start_slot" < "slot_blocks"."end_slot" and "slot_blocks"."end_slot" <= 48),
	CONSTRAINT "slot_blocks_reason_check" CHECK ("slot_blocks"."reason" in ('maintenance', 'private_use'))
);
--> statement-breakpoint
ALTER TABLE "slot_holds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "block_id" bigint;--> statement-breakpoint
ALTER TABLE "slot_blocks" ADD CONSTRAINT "slot_blocks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_blocks" ADD CONSTRAINT "slot_blocks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_blocks_room_date_idx" ON "slot_blocks" USING btree ("room_id","date");--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_block_id_slot_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."slot_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_holds_block_idx" ON "slot_holds" USING btree ("block_id");--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_owner_check" CHECK (("slot_holds"."booking_id" is null) <> ("slot_holds"."block_id" is null));