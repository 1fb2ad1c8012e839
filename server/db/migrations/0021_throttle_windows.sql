CREATE TABLE "throttle_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_windows_expires_at_idx" ON "throttle_windows" USING btree ("expires_at");