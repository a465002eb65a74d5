CREATE TABLE "channel_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer_follow_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"on" date NOT NULL,
	"method" text NOT NULL,
	"content" text NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"remind_on" date,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"totals" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"group_id" text,
	"stage" text DEFAULT 'lead' NOT NULL,
	"stage_dates" jsonb NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_list_members" (
	"list_id" text NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prospect_list_members_list_id_enterprise_id_pk" PRIMARY KEY("list_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "prospect_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_visits" ADD CONSTRAINT "channel_visits_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_follow_ups" ADD CONSTRAINT "customer_follow_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_follow_ups" ADD CONSTRAINT "customer_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_list_members" ADD CONSTRAINT "prospect_list_members_list_id_prospect_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."prospect_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_list_members" ADD CONSTRAINT "prospect_list_members_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_lists" ADD CONSTRAINT "prospect_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_visits_channel_at_idx" ON "channel_visits" USING btree ("channel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_user_name_uq" ON "channels" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "channels_user_idx" ON "channels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_follow_ups_customer_idx" ON "customer_follow_ups" USING btree ("customer_id","on");--> statement-breakpoint
CREATE INDEX "customer_follow_ups_user_remind_idx" ON "customer_follow_ups" USING btree ("user_id","remind_on");--> statement-breakpoint
CREATE INDEX "customer_imports_user_idx" ON "customer_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_enterprise_uq" ON "customers" USING btree ("user_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "customers_user_group_idx" ON "customers" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "customers_enterprise_idx" ON "customers" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "prospect_list_members_seen_idx" ON "prospect_list_members" USING btree ("list_id","first_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_lists_user_name_uq" ON "prospect_lists" USING btree ("user_id","name");