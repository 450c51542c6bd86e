import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/demo-data';
import type { Database } from '../database/database';
import { UserRepository } from './user-repository';

/**
 * Creates the demo accounts that do not exist yet; returns the usernames created. A demo account that
 * exists without its oldUid (seeded before legacy profiles existed) gets it; nothing else changes.
 */
export async function seedDemoAccounts(db: Database): Promise<string[]> {
  const users = new UserRepository(db);
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const wasCreated = await users.createIfAbsent({
      username: account.username,
      email: account.email,
      role: account.role,
      providerId: account.providerId,
      oldUid: account.oldUid ?? null,
      password: DEMO_PASSWORD,
      emailConfirmed: true,
    });
    if (wasCreated) created.push(account.username);
    else if (account.oldUid) await users.setOldUidIfUnset(account.username, account.oldUid);
  }
  return created;
}
