CREATE INDEX "auth_requests_created_idx" ON "auth_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");