-- Listed enterprises (上市企业, the 其他 filter) are a few per thousand: without an index of
-- their own, a search that filters on them walks the whole capital order to fill a page, and
-- the deregistered branch of a search (status not 存续/在业) finds none before the end (3.5 s
-- for 江苏省 + 上市企业 at 1,000,000 enterprises). A partial index holds just them, with the
-- search's sort keys and filters, so such a page reads a few hundred index entries.
CREATE INDEX IF NOT EXISTS "enterprises_listed_idx" ON "enterprises" USING btree ("region_code") INCLUDE ("id", "status", "zczb", "industry_code", "established_on") WHERE "listing_status" <> '未上市';
--> statement-breakpoint
-- The enterprise type (企业类型) filter the same way: types whose enterprises have small
-- capitals (个人独资企业) sit at the end of the capital order; this one is read in that order
-- per type (0.1 ms for a page instead of 760 ms at 1,000,000).
CREATE INDEX IF NOT EXISTS "enterprises_type_order" ON "enterprises" USING btree ("qylx", "zczb" DESC NULLS LAST, "id") INCLUDE ("status", "region_code", "industry_code", "established_on");
