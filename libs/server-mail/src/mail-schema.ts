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
