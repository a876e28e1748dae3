ALTER TABLE "form_views" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "form_views_uncounted_idx" ON "form_views" USING btree ("form_id") WHERE not "form_views"."counted";--> statement-breakpoint
CREATE INDEX "submissions_uncounted_idx" ON "submissions" USING btree ("form_id") WHERE not "submissions"."counted";--> statement-breakpoint
UPDATE "submissions" SET "counted" = true;--> statement-breakpoint
UPDATE "form_views" SET "counted" = true;
