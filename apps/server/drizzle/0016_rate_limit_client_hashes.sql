CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 21): the counters keyed by a client's address as it is are dropped; their clients
-- count again under the keyed hash of their address (rate-limit/client-hash.ts). At most a window's
-- budget (10 minutes to an hour) is given back once.
DELETE FROM "rate_limits" WHERE "scope" IN ('code-request:ip', 'code-failure:client', 'order-client', 'visit-new');
