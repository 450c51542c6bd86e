import type { Migration } from './migration';

export const accountConfirmation: Migration = {
  name: '0003-account-confirmation',
  up: `
    alter table identity_user add column email_confirmed_at timestamptz null;
    -- Accounts created before sign-up existed are the seeded ones, whose addresses are known.
    update identity_user set email_confirmed_at = created_at;
    create index identity_user_email_idx on identity_user (lower(email));

    create table identity_account_token (
      token_hash text primary key,
      user_id uuid not null references identity_user (id) on delete cascade,
      purpose text not null check (purpose in ('confirm-email', 'reset-password')),
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null default now()
    );
    create index identity_account_token_user_idx on identity_account_token (user_id, purpose);
  `,
};
