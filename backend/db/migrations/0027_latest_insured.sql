CREATE TABLE "latest_insured" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"insured_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "latest_insured" ADD CONSTRAINT "latest_insured_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "latest_insured_count_idx" ON "latest_insured" USING btree ("insured_count","enterprise_id");