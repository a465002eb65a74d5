-- The distinct character bigrams of a text: '臻阳集团' → {臻阳, 阳集, 集团}. A GIN index over
-- them finds two-character words anywhere in a name (pg_trgm needs three), and a longer
-- word's candidates are the rows holding all its bigrams (docs/decisions/008). Only
-- pg_catalog functions, so it is safe under the restricted search_path of maintenance runs.
CREATE FUNCTION "zsai_bigrams"(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}'::text[])
        FROM generate_series(1, char_length(t) - 1) AS i $$;--> statement-breakpoint
CREATE TABLE "derive_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_facet_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"facets" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "enterprises_qymc_trgm";--> statement-breakpoint
DROP INDEX "enterprises_former_names_trgm";--> statement-breakpoint
DROP INDEX "enterprises_address_trgm";--> statement-breakpoint
DROP INDEX "enterprises_scope_trgm";--> statement-breakpoint
DROP INDEX "enterprises_address_prefix";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_name_prefix";--> statement-breakpoint
DROP INDEX "trademarks_name_trgm";--> statement-breakpoint
DROP INDEX "trademarks_name_prefix";--> statement-breakpoint
CREATE INDEX "enterprises_qymc_bigrams" ON "enterprises" USING gin (zsai_bigrams("qymc"));--> statement-breakpoint
CREATE INDEX "enterprises_former_names_bigrams" ON "enterprises" USING gin (zsai_bigrams("former_names"));--> statement-breakpoint
CREATE INDEX "enterprises_address_bigrams" ON "enterprises" USING gin (zsai_bigrams("address"));--> statement-breakpoint
CREATE INDEX "enterprises_scope_bigrams" ON "enterprises" USING gin (zsai_bigrams("business_scope"));--> statement-breakpoint
CREATE INDEX "products_name_bigrams" ON "products" USING gin (zsai_bigrams("name"));--> statement-breakpoint
CREATE INDEX "trademarks_name_bigrams" ON "trademarks" USING gin (zsai_bigrams("name"));