-- Frequent words keep their ranked heads (derive step search-common-words, docs/search.md):
-- how many names hold a word without starting with it, and its first 200 matches in relevance
-- and in capital order, so search reads a page of them instead of ranking thousands of rows.
ALTER TABLE "search_common_words" ADD COLUMN "inside" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_common_words" ADD COLUMN "by_rank" bigint[];--> statement-breakpoint
ALTER TABLE "search_common_words" ADD COLUMN "by_capital" bigint[];