/**
 * The outbox table, shared by every service writing mail in the same database. Idempotent, so each
 * service's migration runner can apply it (ADR 011): whichever migrates first creates it.
 */
export const MAIL_OUTBOX_SCHEMA = `
  create table if not exists mail_outbox (
    id uuid primary key,
    "to" text not null,
    subject text not null,
    text text not null,
    html text null,
    created_at timestamptz not null default now(),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    sent_at timestamptz null,
    last_error text null
  );
  create index if not exists mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null;
`;

/**
 * The worker process's additions (ADR 022), idempotent like the table: a row is leased until
 * `leased_until` while it is being sent outside any transaction; `request_id` names the request that
 * queued it; the sent-time index serves the retention purge.
 */
export const MAIL_OUTBOX_LEASES_SCHEMA = `
  alter table mail_outbox add column if not exists leased_until timestamptz null;
  alter table mail_outbox add column if not exists request_id text null;
  create index if not exists mail_outbox_sent_idx on mail_outbox (sent_at) where sent_at is not null;
`;

/** Every outbox statement in order: what a fresh database (a test's, the bench's) applies. */
export const MAIL_OUTBOX_SCHEMAS = [MAIL_OUTBOX_SCHEMA, MAIL_OUTBOX_LEASES_SCHEMA] as const;

/** The columns the worker needs; missing ones mean a ledger's migrations are still pending. */
export const MAIL_OUTBOX_WORKER_COLUMNS = ['leased_until', 'request_id'] as const;
