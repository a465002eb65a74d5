CREATE TABLE "board_layouts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"widgets" jsonb NOT NULL,
	"board_set" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_layouts" ADD CONSTRAINT "board_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;