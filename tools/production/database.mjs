// A throwaway database and its two roles on the local PostgreSQL server for one production test run
// (docs/notes-audit-roles.md): the owner runs the migration Job, the runtime role runs the services.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createThrowawayDatabase(serverUrl) {
  const id = randomBytes(4).toString('hex');
  const names = {
    database: `portal_production_${id}`,
    owner: `portal_production_owner_${id}`,
    runtime: `portal_production_app_${id}`,
  };
  const passwords = { owner: randomBytes(12).toString('hex'), runtime: randomBytes(12).toString('hex') };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create role ${names.owner} login password '${passwords.owner}'`);
    await admin.query(`create role ${names.runtime} login password '${passwords.runtime}'`);
    await admin.query(`create database ${names.database} owner ${names.owner}`);
  } finally {
    await admin.end();
  }
  const urlAs = (role, password, database = names.database) => {
    const url = new URL(serverUrl);
    url.username = role;
    url.password = password;
    url.pathname = `/${database}`;
    return url.toString();
  };
  const superuserUrl = (() => {
    const url = new URL(serverUrl);
    url.pathname = `/${names.database}`;
    return url.toString();
  })();
  return {
    names,
    ownerUrl: urlAs(names.owner, passwords.owner),
    runtimeUrl: urlAs(names.runtime, passwords.runtime),
    superuserUrl,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${names.database} with (force)`);
        await client.query(`drop role if exists ${names.runtime}`);
        await client.query(`drop role if exists ${names.owner}`);
      } finally {
        await client.end();
      }
    },
  };
}
