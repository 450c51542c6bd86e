import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { ACCOUNT_SWITCH_PATH, Role } from '@portal/contracts';
import type { IdentityConfig } from '../config/identity-config';
import { pageChrome } from '../http/page-chrome';
import { sendHtml } from '../http/responses';
import type { Route } from '../http/router';
import { MESSAGES, type Messages } from '../i18n/messages';
import { messagePage } from '../pages/message-page';
import type { UserRepository } from '../users/user-repository';
import type { ImpersonationStore } from './impersonation-store';

export interface ImpersonationDependencies {
  config: IdentityConfig;
  provider: Provider;
  users: UserRepository;
  impersonations: ImpersonationStore;
}

const IMPERSONATORS: readonly Role[] = [Role.Administrator, Role.SuperAdmin];
const uuid = z.string().uuid();

type Session = Awaited<ReturnType<Provider['Session']['get']>>;

/** The portal origin a `returnUrl` names, or undefined for anything else (no open redirect). */
export function portalOriginOf(returnUrl: string | null, portalOrigins: readonly string[]): string | undefined {
  if (!returnUrl || !URL.canParse(returnUrl)) return undefined;
  const { origin } = new URL(returnUrl);
  return portalOrigins.includes(origin) ? origin : undefined;
}

/**
 * `GET /Impersonate/{providerId}/?returnUrl=` switches the administrator's identity session to the
 * provider's account for at most 30 minutes; `GET /Impersonate/stop?returnUrl=` switches it back. Either
 * way the portal is sent to its account-switch page, which signs in again silently with the session.
 */
export function impersonationRoutes({ config, provider, users, impersonations }: ImpersonationDependencies): Route[] {
  function respond(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://identity.invalid');
    const chosen = url.searchParams.get('lang');
    url.searchParams.delete('lang');
    const chrome = pageChrome(req, config, { path: `${url.pathname}${url.search}`, chosen });
    const t = MESSAGES[chrome.locale];
    return {
      t,
      returnOrigin: portalOriginOf(url.searchParams.get('returnUrl'), config.portalOrigins),
      refuse(status: number, message: (t: Messages) => string) {
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
      },
    };
  }

  async function switchTo(res: ServerResponse, session: Session, accountId: string, returnOrigin: string) {
    session.accountId = accountId;
    // The grants were the other account's; the portal's next authorization request creates new ones.
    session.authorizations = {};
    await session.persist();
    res.writeHead(303, { Location: `${returnOrigin}${ACCOUNT_SWITCH_PATH}`, 'Cache-Control': 'no-store' });
    res.end();
  }

  const sessionOf = (req: IncomingMessage, res: ServerResponse) => provider.Session.get(provider.createContext(req, res));

  const start: Route['handler'] = async (req, res, { providerId }) => {
    const { returnOrigin, refuse } = respond(req, res);
    if (!returnOrigin) return refuse(400, (t) => t.impersonationBadReturnUrl);
    const session = await sessionOf(req, res);
    if (!session.accountId) return refuse(401, (t) => t.impersonationSignIn);
    const running = await impersonations.current(session.uid);
    if (running?.targetUserId === session.accountId) return refuse(403, (t) => t.impersonationNested);
    const admin = await users.findById(session.accountId);
    if (!admin || !IMPERSONATORS.includes(admin.role)) return refuse(403, (t) => t.impersonationAdminsOnly);
    const target = uuid.safeParse(providerId).success ? await users.findByProviderId(providerId as string) : undefined;
    if (!target) return refuse(404, (t) => t.impersonationUnknownProvider);
    if (target.role !== Role.Provider) return refuse(403, (t) => t.impersonationTargetNotProvider);
    await impersonations.start({ sessionUid: session.uid, admin, target, providerId: providerId as string });
    await switchTo(res, session, target.id, returnOrigin);
  };

  const stop: Route['handler'] = async (req, res) => {
    const { returnOrigin, refuse } = respond(req, res);
    if (!returnOrigin) return refuse(400, (t) => t.impersonationBadReturnUrl);
    const session = await sessionOf(req, res);
    const running = await impersonations.current(session.uid);
    if (!session.accountId || running?.targetUserId !== session.accountId) return refuse(400, (t) => t.impersonationNotActive);
    await impersonations.stop(running);
    await switchTo(res, session, running.adminUserId, returnOrigin);
  };

  return [
    { method: 'GET', path: '/Impersonate/stop', handler: stop },
    { method: 'GET', path: '/Impersonate/:providerId', handler: start },
    { method: 'GET', path: '/Impersonate/:providerId/', handler: start },
  ];
}
