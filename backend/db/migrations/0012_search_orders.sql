CREATE INDEX "enterprises_zczb_order" ON "enterprises" USING btree ("zczb" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enterprises_established_order" ON "enterprises" USING btree ("established_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enterprises_category_idx" ON "enterprises" USING btree ("industry_category");