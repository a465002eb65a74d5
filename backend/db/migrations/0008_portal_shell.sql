CREATE TABLE "membership_tiers" (
	"rank" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "membership_tiers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"setting_type" text DEFAULT 'custom' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	CONSTRAINT "menu_items_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "menu_records" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"use_type" text NOT NULL,
	"menu_type" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"menu_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "menu_records_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "read_marks" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"data" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "read_marks_user_id_type_data_pk" PRIMARY KEY("user_id","type","data")
);
--> statement-breakpoint
CREATE TABLE "service_grants" (
	"subject" text NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "service_grants_subject_service_id_pk" PRIMARY KEY("subject","service_id")
);
--> statement-breakpoint
CREATE TABLE "tier_grants" (
	"rank" integer NOT NULL,
	"menu_record_id" text NOT NULL,
	CONSTRAINT "tier_grants_rank_menu_record_id_pk" PRIMARY KEY("rank","menu_record_id")
);
--> statement-breakpoint
ALTER TABLE "read_marks" ADD CONSTRAINT "read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_grants" ADD CONSTRAINT "tier_grants_rank_membership_tiers_rank_fk" FOREIGN KEY ("rank") REFERENCES "public"."membership_tiers"("rank") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_grants" ADD CONSTRAINT "tier_grants_menu_record_id_menu_records_id_fk" FOREIGN KEY ("menu_record_id") REFERENCES "public"."menu_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_pid_idx" ON "menu_items" USING btree ("pid","sort");