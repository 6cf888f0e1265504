ALTER TABLE "pass_options" ADD COLUMN "discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The saving was only a label ("Save 10%"); it now prices the option too.
UPDATE "pass_options" SET "discount_percent" = substring("discount_label" from 'Save ([0-9]+)%')::smallint WHERE "discount_label" ~ 'Save [0-9]+%';
--> statement-breakpoint
ALTER TABLE "pass_options" DROP COLUMN "discount_label";