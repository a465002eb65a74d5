CREATE TABLE "export_quotas" (
	"rank" integer PRIMARY KEY NOT NULL,
	"rows_per_day" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "export_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "export_quotas" ADD CONSTRAINT "export_quotas_rank_membership_tiers_rank_fk" FOREIGN KEY ("rank") REFERENCES "public"."membership_tiers"("rank") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_usage" ADD CONSTRAINT "export_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprises_qymc_prefix" ON "enterprises" USING btree ("qymc" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_initials_prefix" ON "enterprises" USING btree ("name_initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_pinyin_prefix" ON "enterprises" USING btree ("name_pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_lxfs_prefix" ON "enterprises" USING btree ("lxfs" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_address_prefix" ON "enterprises" USING btree ("address" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_legal_rep_prefix" ON "enterprises" USING btree ("legal_representative" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_initials_trgm" ON "enterprises" USING gin ("name_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_pinyin_trgm" ON "enterprises" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_prefix" ON "people" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_prefix" ON "products" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trademarks_name_trgm" ON "trademarks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trademarks_name_prefix" ON "trademarks" USING btree ("name" text_pattern_ops);