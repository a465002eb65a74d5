CREATE TABLE "leads" (
	"enterprise_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"score" double precision NOT NULL,
	"trigger_points" double precision NOT NULL,
	"size_factor" double precision NOT NULL,
	"risk_penalty" double precision NOT NULL,
	"trigger_types" text[] NOT NULL,
	"triggers" jsonb NOT NULL,
	"products" text[] NOT NULL,
	"risk_flags" text[] NOT NULL,
	"latest_on" date NOT NULL,
	"region_code" text NOT NULL,
	"industry_code" text NOT NULL,
	"industry_category" text NOT NULL,
	"zczb" numeric(18, 4),
	"tags" text[] NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "leads_kind_enterprise_id_pk" PRIMARY KEY("kind","enterprise_id")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_enterprise_idx" ON "leads" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "leads_kind_score_idx" ON "leads" USING btree ("kind","score" DESC NULLS LAST,"enterprise_id");--> statement-breakpoint
CREATE INDEX "leads_kind_latest_idx" ON "leads" USING btree ("kind","latest_on" DESC NULLS LAST,"enterprise_id");--> statement-breakpoint
CREATE INDEX "leads_kind_region_idx" ON "leads" USING btree ("kind","region_code" text_pattern_ops,"score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_trigger_types_idx" ON "leads" USING gin ("trigger_types");--> statement-breakpoint
CREATE INDEX "leads_tags_idx" ON "leads" USING gin ("tags");