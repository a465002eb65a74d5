-- Words of two to four characters held by more than 10,000 enterprise names, with their
-- counts (derive step search-common-words): a word known to be broad skips the gathering of
-- its candidates (docs/search.md, Broad words).
CREATE TABLE "search_common_words" (
	"word" text PRIMARY KEY NOT NULL,
	"names" integer NOT NULL
);
