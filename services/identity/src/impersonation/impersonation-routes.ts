import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { ACCOUNT_SWITCH_PATH, Role } from '@portal/contracts';
import type { SecurityLog } from '@portal/server-core';
import type { IdentityConfig } from '../config/identity-config';
import type { Database } from '../database/database';
import { pageChrome } from '../http/page-chrome';
import { sendHtml } from '../http/responses';
import type { Route, RouteContext } from '../http/router';
import { MESSAGES, type Messages } from '../i18n/messages';
import { impersonationPage } from '../pages/impersonation-page';
import { messagePage } from '../pages/message-page';
import { revokeGrants } from '../sessions/session-revocation';
import type { UserRepository } from '../users/user-repository';
import type { ImpersonationStore } from './impersonation-store';

export interface ImpersonationDependencies {
  config: IdentityConfig;
  db: Database;
  provider: Provider;
  users: UserRepository;
  impersonations: ImpersonationStore;
  securityLog: SecurityLog;
}

const IMPERSONATORS: readonly Role[] = [Role.Administrator, Role.SuperAdmin];
const uuid = z.string().uuid();

type Session = Awaited<ReturnType<Provider['Session']['get']>>;

const grantIdsOf = (session: Session): string[] =>
  Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));

/** The portal origin a `returnUrl` names, or undefined for anything else (no open redirect). */
export function portalOriginOf(returnUrl: string | null, portalOrigins: readonly string[]): string | undefined {
  if (!returnUrl || !URL.canParse(returnUrl)) return undefined;
  const { origin } = new URL(returnUrl);
  return portalOrigins.includes(origin) ? origin : undefined;
}

/**
 * Whether a form post comes from this service's own page: browsers say so in `Sec-Fetch-Site` (the
 * pages' `no-referrer` policy makes their `Origin` null); other clients must name the issuer's origin.
 */
export function fromOwnPage(req: IncomingMessage, issuer: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return req.headers.origin === new URL(issuer).origin;
}

/**
 * `GET /Impersonate/{providerId}/?returnUrl=` asks the administrator to confirm; the page's form posts
 * back and switches the identity session to the provider's account for at most 30 minutes.
 * `GET /Impersonate/stop?returnUrl=` switches it back. Either way the portal is sent to its
 * account-switch page, which signs in again silently with the session.
 */
export function impersonationRoutes({
  config,
  db,
  provider,
  users,
  impersonations,
  securityLog,
}: ImpersonationDependencies): Route[] {
  /** The page's chrome and return origin, and a refusal that answers the page and records why. */
  function respond(req: IncomingMessage, res: ServerResponse, { params: { providerId }, ip, requestId }: RouteContext) {
    const url = new URL(req.url ?? '/', 'http://identity.invalid');
    const chosen = url.searchParams.get('lang');
    url.searchParams.delete('lang');
    const chrome = pageChrome(req, config, { path: `${url.pathname}${url.search}`, chosen });
    const t = MESSAGES[chrome.locale];
    return {
      chrome,
      returnOrigin: portalOriginOf(url.searchParams.get('returnUrl'), config.portalOrigins),
      refuse(status: number, message: (t: Messages) => string, reason: string, actor?: string): undefined {
        const target = providerId && uuid.safeParse(providerId).success ? providerId : undefined;
        securityLog.record({ event: 'impersonation.refused', actor, target, reason, ip, requestId });
        sendHtml(
          res,
          status,
          messagePage({
            chrome,
            title: t.impersonationRefusedTitle,
            message: message(t),
            link: { href: config.portalUrl, label: t.backToPortal },
          }),
          config.portalOrigins,
        );
        return undefined;
      },
    };
  }

  async function switchTo(res: ServerResponse, session: Session, accountId: string, returnOrigin: string) {
    // The grants were the other account's: their tokens stop working at once (the API asks the grant's
    // state), and the portal's next authorization request creates new ones.
    await revokeGrants(db, grantIdsOf(session));
    session.accountId = accountId;
    session.authorizations = {};
    await session.persist();
    res.writeHead(303, { Location: `${returnOrigin}${ACCOUNT_SWITCH_PATH}`, 'Cache-Control': 'no-store' });
    res.end();
  }

  const sessionOf = (req: IncomingMessage, res: ServerResponse) => provider.Session.get(provider.createContext(req, res));

  /** Every rule of a start, answered with a refusal page when one fails. */
  async function startable(req: IncomingMessage, res: ServerResponse, context: RouteContext) {
    const reply = respond(req, res, context);
    const { returnOrigin, refuse } = reply;
    const { providerId } = context.params;
    if (!returnOrigin) return refuse(400, (t) => t.impersonationBadReturnUrl, 'bad-return-url');
    const session = await sessionOf(req, res);
    const actor = session.accountId;
    if (!actor) return refuse(401, (t) => t.impersonationSignIn, 'not-signed-in');
    const running = await impersonations.current(session.uid);
    if (running?.targetUserId === actor) return refuse(403, (t) => t.impersonationNested, 'already-impersonating', actor);
    const admin = await users.findById(actor);
    if (!admin || !IMPERSONATORS.includes(admin.role)) {
      return refuse(403, (t) => t.impersonationAdminsOnly, 'not-an-administrator', actor);
    }
    const target = providerId && uuid.safeParse(providerId).success ? await users.findByProviderId(providerId) : undefined;
    if (!target) return refuse(404, (t) => t.impersonationUnknownProvider, 'unknown-provider', actor);
    if (target.role !== Role.Provider) return refuse(403, (t) => t.impersonationTargetNotProvider, 'not-a-provider', actor);
    return { ...reply, returnOrigin, session, admin, target, providerId: providerId as string };
  }

  const confirm: Route['handler'] = async (req, res, context) => {
    const start = await startable(req, res, context);
    if (!start) return;
    const url = new URL(req.url ?? '/', 'http://identity.invalid');
    const page = impersonationPage({
      chrome: start.chrome,
      provider: start.target.username,
      action: `${url.pathname}${url.search}`,
      cancelHref: url.searchParams.get('returnUrl') as string,
    });
    sendHtml(res, 200, page, config.portalOrigins);
  };

  // The switch is a form post from the confirmation page: another site cannot start one with a link.
  const begin: Route['handler'] = async (req, res, context) => {
    if (!fromOwnPage(req, config.issuer)) {
      return respond(req, res, context).refuse(403, (t) => t.impersonationForged, 'not-from-own-page');
    }
    const start = await startable(req, res, context);
    if (!start) return;
    await impersonations.start({
      sessionUid: start.session.uid,
      admin: start.admin,
      target: start.target,
      providerId: start.providerId,
    });
    const { ip, requestId } = context;
    securityLog.record({
      event: 'impersonation.started',
      actor: start.admin.id,
      role: start.admin.role,
      target: start.providerId,
      ip,
      requestId,
    });
    await switchTo(res, start.session, start.target.id, start.returnOrigin);
  };

  const stop: Route['handler'] = async (req, res, context) => {
    const { returnOrigin, refuse } = respond(req, res, context);
    if (!returnOrigin) return refuse(400, (t) => t.impersonationBadReturnUrl, 'bad-return-url');
    const session = await sessionOf(req, res);
    const running = await impersonations.current(session.uid);
    if (!session.accountId || running?.targetUserId !== session.accountId) {
      return refuse(400, (t) => t.impersonationNotActive, 'not-impersonating', session.accountId);
    }
    await impersonations.stop(running);
    const { ip, requestId } = context;
    securityLog.record({ event: 'impersonation.stopped', actor: running.adminUserId, target: running.providerId, ip, requestId });
    await switchTo(res, session, running.adminUserId, returnOrigin);
  };

  return [
    { method: 'GET', path: '/Impersonate/stop', handler: stop },
    { method: 'GET', path: '/Impersonate/:providerId', handler: confirm },
    { method: 'GET', path: '/Impersonate/:providerId/', handler: confirm },
    { method: 'POST', path: '/Impersonate/:providerId', handler: begin },
    { method: 'POST', path: '/Impersonate/:providerId/', handler: begin },
  ];
}
