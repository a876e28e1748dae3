CREATE TABLE "dashboard_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"account_id" text NOT NULL,
	"password_hash" text,
	"invite_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "dashboard_sessions_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD CONSTRAINT "dashboard_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_sessions_expiry_idx" ON "dashboard_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_email_idx" ON "dashboard_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_invite_idx" ON "dashboard_users" USING btree ("invite_hash");