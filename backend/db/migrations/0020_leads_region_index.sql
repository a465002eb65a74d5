DROP INDEX "leads_kind_region_idx";--> statement-breakpoint
CREATE INDEX "leads_kind_region_score_idx" ON "leads" USING btree ("kind","region_code","score" DESC NULLS LAST);