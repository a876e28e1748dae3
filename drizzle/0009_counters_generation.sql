ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_form_id_forms_id_fk";
--> statement-breakpoint
ALTER TABLE "form_counters" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;