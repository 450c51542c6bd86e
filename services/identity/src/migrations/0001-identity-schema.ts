import type { Migration } from './migration';

export const identitySchema: Migration = {
  name: '0001-identity-schema',
  up: `
    create table identity_user (
      id uuid primary key,
      username text not null,
      email text not null,
      password_hash text not null,
      role text not null check (role in ('Provider', 'Administrator', 'ClaimsAdmin', 'SuperAdmin')),
      provider_id uuid null,
      old_uid text null,
      created_at timestamptz not null default now()
    );
    create unique index identity_user_username_key on identity_user (lower(username));

    create table oidc_payload (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text null,
      user_code text null,
      uid text null,
      expires_at timestamptz null,
      consumed_at timestamptz null,
      primary key (model, id)
    );
    create index oidc_payload_grant_id_idx on oidc_payload (grant_id) where grant_id is not null;
    create index oidc_payload_uid_idx on oidc_payload (model, uid) where uid is not null;
    create index oidc_payload_user_code_idx on oidc_payload (model, user_code) where user_code is not null;
    create index oidc_payload_expires_at_idx on oidc_payload (expires_at) where expires_at is not null;

    create table identity_key (
      name text primary key,
      value jsonb not null,
      created_at timestamptz not null default now()
    );

    create table identity_login_failure (
      username_key text not null,
      ip text not null,
      failures integer not null,
      window_started_at timestamptz not null,
      primary key (username_key, ip)
    );
  `,
};
