ALTER TABLE "customers" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;