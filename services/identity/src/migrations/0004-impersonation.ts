import type { Migration } from './migration';

export const impersonation: Migration = {
  name: '0004-impersonation',
  up: `
    -- An administrator acting as a provider inside one oidc-provider session (its uid). The row is the
    -- session's state (who is really signed in, until when); start and stop also go to audit_entry.
    create table identity_impersonation (
      id uuid primary key,
      session_uid text not null,
      admin_user_id uuid not null references identity_user (id),
      admin_username text not null,
      target_user_id uuid not null references identity_user (id),
      provider_id uuid not null,
      started_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz null,
      check (expires_at > started_at)
    );
    create index identity_impersonation_session_idx on identity_impersonation (session_uid) where ended_at is null;
  `,
};
