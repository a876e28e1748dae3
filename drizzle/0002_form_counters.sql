CREATE TABLE "field_counters" (
	"form_id" text NOT NULL,
	"position" integer NOT NULL,
	"interactions" bigint DEFAULT 0 NOT NULL,
	"dropoffs" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "field_counters_form_id_position_pk" PRIMARY KEY("form_id","position")
);
--> statement-breakpoint
CREATE TABLE "form_counters" (
	"form_id" text NOT NULL,
	"shard" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clean" bigint DEFAULT 0 NOT NULL,
	"spam" bigint DEFAULT 0 NOT NULL,
	"completion_sum" double precision DEFAULT 0 NOT NULL,
	"completion_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "form_counters_form_id_shard_pk" PRIMARY KEY("form_id","shard")
);
--> statement-breakpoint
ALTER TABLE "field_counters" ADD CONSTRAINT "field_counters_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_counters" ADD CONSTRAINT "form_counters_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "form_counters" ("form_id", "shard", "views", "clean", "spam", "completion_sum", "completion_count")
SELECT f."id", 0,
  (SELECT count(*) FROM "form_views" v WHERE v."form_id" = f."id"),
  (SELECT count(*) FROM "submissions" s WHERE s."form_id" = f."id" AND NOT s."is_spam"),
  (SELECT count(*) FROM "submissions" s WHERE s."form_id" = f."id" AND s."is_spam"),
  (SELECT coalesce(sum(s."completion_seconds"), 0) FROM "submissions" s WHERE s."form_id" = f."id" AND NOT s."is_spam"),
  (SELECT count(s."completion_seconds") FROM "submissions" s WHERE s."form_id" = f."id" AND NOT s."is_spam")
FROM "forms" f;
