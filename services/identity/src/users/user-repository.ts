import { randomUUID } from 'node:crypto';
import { roleSchema } from '@portal/contracts';
import { runSql } from '@portal/server-database';
import type { Queryable } from '../database/database';
import type { IdentityUser, NewIdentityUser } from './identity-user';
import { hashPassword } from './password-hasher';

interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  provider_id: string | null;
  old_uid: string | null;
  email_confirmed_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, username, email, password_hash, role, provider_id, old_uid, email_confirmed_at, created_at';

function toUser(row: UserRow): IdentityUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    role: roleSchema.parse(row.role),
    providerId: row.provider_id,
    oldUid: row.old_uid,
    emailConfirmedAt: row.email_confirmed_at,
    createdAt: row.created_at,
  };
}

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * A Provider who registered a profile through the API after the account was created has no
   * provider_id here yet: the API records the account's subject on the provider it created
   * (asked of the providers domain, same database), so the token carries the new profile's id.
   */
  async findById(id: string): Promise<IdentityUser | undefined> {
    const rows = await runSql<UserRow>(this.db, { sql: `select ${COLUMNS} from identity_user where id::text = ?`, params: [id] });
    const user = rows[0] && toUser(rows[0]);
    if (user?.role === 'Provider' && !user.providerId) user.providerId = await this.registeredProviderId(user.id);
    return user;
  }

  /** The account holding a provider profile: linked here, or the account that registered it (asked of the providers domain). */
  async findByProviderId(providerId: string): Promise<IdentityUser | undefined> {
    const rows = await runSql<UserRow>(this.db, {
      sql: `select ${COLUMNS} from identity_user where provider_id::text = ?`,
      params: [providerId],
    });
    if (rows[0]) return toUser(rows[0]);
    if (!(await this.providersDomainHere())) return undefined;
    const registered = await runSql<{ subject: string | null }>(this.db, {
      sql: 'select provider_account_subject(?) as subject',
      params: [providerId],
    });
    return registered[0]?.subject ? this.findById(registered[0].subject) : undefined;
  }

  /**
   * Whether the providers domain's account lookups (its migration `provider-account-lookups`) are in
   * this database: the identity server asks them, it reads no `provider` table of its own.
   */
  private async providersDomainHere(): Promise<boolean> {
    const { rows } = await this.db.query<{ found: boolean }>(
      `select to_regprocedure('provider_account_subject(text)') is not null
         and to_regprocedure('provider_of_account(text)') is not null as found`,
    );
    return rows[0]?.found ?? false;
  }

  /** The API's provider registered by this account, if the providers domain is in this database. */
  private async registeredProviderId(subject: string): Promise<string | null> {
    if (!(await this.providersDomainHere())) return null;
    const rows = await runSql<{ id: string | null }>(this.db, { sql: 'select provider_of_account(?) as id', params: [subject] });
    return rows[0]?.id ?? null;
  }

  /** Usernames are unique regardless of case. */
  async findByUsername(username: string): Promise<IdentityUser | undefined> {
    const rows = await runSql<UserRow>(this.db, {
      sql: `select ${COLUMNS} from identity_user where lower(username) = lower(?)`,
      params: [username],
    });
    return rows[0] && toUser(rows[0]);
  }

  /** Addresses are compared regardless of case; several accounts may share one (the seed's do not). */
  async findByEmail(email: string): Promise<IdentityUser[]> {
    const rows = await runSql<UserRow>(this.db, {
      sql: `select ${COLUMNS} from identity_user where lower(email) = lower(?) order by created_at`,
      params: [email],
    });
    return rows.map(toUser);
  }

  /** Creates the user unless the username is taken; returns the new id, or undefined when taken. */
  async create(user: NewIdentityUser): Promise<string | undefined> {
    if (await this.findByUsername(user.username)) return undefined;
    const id = randomUUID();
    const created = await runSql(this.db, {
      sql: `insert into identity_user (id, username, email, password_hash, role, provider_id, old_uid, email_confirmed_at)
       values (?, ?, ?, ?, ?, ?, ?, case when ?::boolean then now() end)
       on conflict ((lower(username))) do nothing
       returning id`,
      params: [
        id,
        user.username,
        user.email,
        await hashPassword(user.password),
        user.role,
        user.providerId,
        user.oldUid,
        user.emailConfirmed,
      ],
    });
    return created.length === 1 ? id : undefined;
  }

  /** Creates the user unless the username is taken; returns whether it was created. */
  async createIfAbsent(user: NewIdentityUser): Promise<boolean> {
    return (await this.create(user)) !== undefined;
  }

  async confirmEmail(id: string): Promise<void> {
    await runSql(this.db, {
      sql: `update identity_user set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ?`,
      params: [id],
    });
  }

  async setPassword(id: string, password: string): Promise<void> {
    await runSql(this.db, {
      sql: `update identity_user set password_hash = ? where id = ?`,
      params: [await hashPassword(password), id],
    });
  }

  /** Sets the legacy uid of a user who has none; returns whether it changed anything. */
  async setOldUidIfUnset(username: string, oldUid: string): Promise<boolean> {
    const changed = await runSql(this.db, {
      sql: 'update identity_user set old_uid = ? where lower(username) = lower(?) and old_uid is null returning id',
      params: [oldUid, username],
    });
    return changed.length === 1;
  }
}
