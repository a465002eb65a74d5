CREATE TABLE "activations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"peak" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"service" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"menu_name" text DEFAULT '' NOT NULL,
	"is_visit" integer DEFAULT 0 NOT NULL,
	"is_use" integer DEFAULT 0 NOT NULL,
	"is_login" integer DEFAULT 0 NOT NULL,
	"app_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tracks" ADD CONSTRAINT "event_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tracks_user_idx" ON "event_tracks" USING btree ("user_id","created_at");