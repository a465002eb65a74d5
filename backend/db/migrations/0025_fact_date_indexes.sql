CREATE INDEX "bids_role_published_on_idx" ON "bids" USING btree ("role","published_on","enterprise_id");--> statement-breakpoint
CREATE INDEX "financing_events_occurred_on_idx" ON "financing_events" USING btree ("occurred_on","enterprise_id");--> statement-breakpoint
CREATE INDEX "judgments_role_judged_on_idx" ON "judgments" USING btree ("role","judged_on","enterprise_id");--> statement-breakpoint
CREATE INDEX "patents_applied_on_idx" ON "patents" USING btree ("applied_on","enterprise_id");--> statement-breakpoint
CREATE INDEX "penalties_decided_on_idx" ON "penalties" USING btree ("decided_on","enterprise_id");