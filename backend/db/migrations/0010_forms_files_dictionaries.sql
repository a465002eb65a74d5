CREATE TABLE "sys_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"suffix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dic_trees" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"app_id" text DEFAULT 'zsai' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dic_trees_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sys_dics" (
	"id" text PRIMARY KEY NOT NULL,
	"tree_id" text NOT NULL,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_records" (
	"alias" text NOT NULL,
	"owner_id" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_records_alias_owner_id_pk" PRIMARY KEY("alias","owner_id"),
	CONSTRAINT "form_records_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "sys_files" ADD CONSTRAINT "sys_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_dics" ADD CONSTRAINT "sys_dics_tree_id_sys_dic_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."sys_dic_trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_records" ADD CONSTRAINT "form_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_files_owner_idx" ON "sys_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_dics_tree_pid_idx" ON "sys_dics" USING btree ("tree_id","pid","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dics_tree_pid_value_idx" ON "sys_dics" USING btree ("tree_id","pid","value");