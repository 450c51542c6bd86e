import type { Database } from '../database/database';
import { sendJson } from '../http/responses';
import type { Route } from '../http/router';
import { isGrantActive } from './session-revocation';

/**
 * `GET /session-state/{grantId}` answers `{ "active": boolean }`: the API asks it (and caches the answer
 * for a few seconds) before it trusts an access token, so a session ended here ends there too. A grant
 * id is an unguessable random string that only the token's holder knows; the answer reveals nothing more.
 */
export function sessionStateRoutes(db: Database): Route[] {
  return [
    {
      method: 'GET',
      path: '/session-state/:grantId',
      async handler(_req, res, { params: { grantId } }) {
        sendJson(res, 200, { active: grantId ? await isGrantActive(db, grantId) : false });
      },
    },
  ];
}
