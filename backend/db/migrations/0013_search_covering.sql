DROP INDEX "enterprises_region_idx";--> statement-breakpoint
DROP INDEX "enterprises_industry_idx";--> statement-breakpoint
DROP INDEX "enterprises_established_idx";--> statement-breakpoint
DROP INDEX "enterprises_zczb_idx";--> statement-breakpoint
DROP INDEX "enterprises_zczb_order";--> statement-breakpoint
DROP INDEX "enterprises_established_order";--> statement-breakpoint
DROP INDEX "enterprises_category_idx";--> statement-breakpoint
DROP INDEX "enterprises_initials_idx";--> statement-breakpoint
DROP INDEX "enterprises_pinyin_idx";--> statement-breakpoint
DROP INDEX "enterprises_qymc_prefix";--> statement-breakpoint
DROP INDEX "enterprises_initials_prefix";--> statement-breakpoint
DROP INDEX "enterprises_pinyin_prefix";--> statement-breakpoint
DROP INDEX "enterprises_lxfs_prefix";--> statement-breakpoint
DROP INDEX "enterprises_legal_rep_prefix";--> statement-breakpoint
DROP INDEX "people_name_prefix";--> statement-breakpoint
DROP INDEX "positions_person_idx";--> statement-breakpoint
DROP INDEX "shareholdings_holder_person_idx";--> statement-breakpoint
-- Covering search indexes (Drizzle cannot declare INCLUDE). Search keys and the common
-- filter columns ride in the index, so broad prefixes, person look-ups and filter walks are
-- index-only scans instead of one table page per match.
CREATE INDEX "enterprises_search_keys" ON "enterprises" USING btree ("id") INCLUDE ("qymc", "status", "zczb", "region_code", "industry_code", "established_on");--> statement-breakpoint
CREATE INDEX "enterprises_qymc_prefix" ON "enterprises" USING btree ("qymc" text_pattern_ops) INCLUDE ("id", "status", "zczb", "region_code", "industry_code", "established_on");--> statement-breakpoint
CREATE INDEX "enterprises_initials_prefix" ON "enterprises" USING btree ("name_initials" text_pattern_ops) INCLUDE ("id", "status", "zczb", "region_code", "industry_code", "established_on");--> statement-breakpoint
CREATE INDEX "enterprises_pinyin_prefix" ON "enterprises" USING btree ("name_pinyin" text_pattern_ops) INCLUDE ("id", "status", "zczb", "region_code", "industry_code", "established_on");--> statement-breakpoint
CREATE INDEX "enterprises_legal_rep_prefix" ON "enterprises" USING btree ("legal_representative" text_pattern_ops) INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "enterprises_lxfs_prefix" ON "enterprises" USING btree ("lxfs" text_pattern_ops) INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "enterprises_zczb_order" ON "enterprises" USING btree ("zczb" DESC NULLS LAST, "id") INCLUDE ("status", "region_code", "industry_code", "established_on");--> statement-breakpoint
CREATE INDEX "enterprises_established_order" ON "enterprises" USING btree ("established_on" DESC NULLS LAST, "id") INCLUDE ("status", "zczb", "region_code", "industry_code");--> statement-breakpoint
CREATE INDEX "enterprises_region_idx" ON "enterprises" USING btree ("region_code") INCLUDE ("industry_code", "status", "zczb", "established_on", "lxfs", "email");--> statement-breakpoint
CREATE INDEX "enterprises_industry_idx" ON "enterprises" USING btree ("industry_code") INCLUDE ("region_code", "status", "zczb", "established_on", "lxfs", "email");--> statement-breakpoint
CREATE INDEX "people_name_prefix" ON "people" USING btree ("name" text_pattern_ops) INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "positions_person_idx" ON "positions" USING btree ("person_id") INCLUDE ("enterprise_id");--> statement-breakpoint
CREATE INDEX "shareholdings_holder_person_idx" ON "shareholdings" USING btree ("holder_person_id") INCLUDE ("enterprise_id");
