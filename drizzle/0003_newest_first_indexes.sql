DROP INDEX "submissions_form_created_idx";--> statement-breakpoint
DROP INDEX "submissions_form_spam_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_newest_idx" ON "submissions" USING btree ("form_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_status_newest_idx" ON "submissions" USING btree ("form_id","is_spam","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);