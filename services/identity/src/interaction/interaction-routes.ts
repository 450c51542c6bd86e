import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { IdentityConfig } from '../config/identity-config';
import { clientIp } from '../http/client-ip';
import { BodyError, readFormBody } from '../http/form-body';
import { sendHtml } from '../http/responses';
import type { Route } from '../http/router';
import { errorPage } from '../pages/error-page';
import { INVALID_CREDENTIALS, loginPage, TOO_MANY_ATTEMPTS } from '../pages/login-page';
import { verifyAgainstDummy, verifyPassword } from '../users/password-hasher';
import { isFirstParty } from '../oidc/portal-client';
import type { UserRepository } from '../users/user-repository';
import { grantRequestedAccess, type Interaction } from './auto-consent';
import type { LoginThrottle } from './login-throttle';

export interface InteractionDependencies {
  config: IdentityConfig;
  provider: Provider;
  users: UserRepository;
  throttle: LoginThrottle;
}

const MAX_FIELD_LENGTH = 256;

/** The sign-in pages at the provider's interaction URL; later flows (registration) add their routes here. */
export function interactionRoutes({ config, provider, users, throttle }: InteractionDependencies): Route[] {
  const portalHome = config.postLogoutRedirectUris[0];
  const html = (res: ServerResponse, status: number, body: string) => sendHtml(res, status, body, config.portalOrigins);

  /** oidc-provider ties the interaction to its signed cookie: a missing or foreign cookie means a stale or forged request. */
  async function interactionFor(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
    const interaction = await provider.interactionDetails(req, res).catch(() => undefined);
    if (interaction && interaction.uid === uid) return interaction;
    html(
      res,
      400,
      errorPage({
        title: 'Your sign-in request has expired',
        message: 'Return to the Provider Portal and sign in again.',
        link: { href: portalHome, label: 'Return to the Provider Portal' },
      }),
    );
    return undefined;
  }

  const loginAction = (uid: string) => `/interaction/${uid}/login`;

  return [
    {
      method: 'GET',
      path: '/interaction/:uid',
      async handler(req, res, { uid }) {
        const interaction = await interactionFor(req, res, uid);
        if (!interaction) return;
        if (interaction.prompt.name === 'login') {
          html(res, 200, loginPage({ action: loginAction(uid) }));
          return;
        }
        if (interaction.prompt.name === 'consent' && isFirstParty(String(interaction.params['client_id']))) {
          const consent = await grantRequestedAccess(provider, interaction);
          await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
          return;
        }
        html(res, 400, errorPage({ title: 'Unsupported request', message: 'This sign-in request cannot be completed here.' }));
      },
    },
    {
      method: 'POST',
      path: '/interaction/:uid/login',
      async handler(req, res, { uid }) {
        const interaction = await interactionFor(req, res, uid);
        if (!interaction) return;
        if (interaction.prompt.name !== 'login') {
          html(res, 400, errorPage({ title: 'Unsupported request', message: 'This sign-in request cannot be completed here.' }));
          return;
        }
        let form: URLSearchParams;
        try {
          form = await readFormBody(req);
        } catch (error) {
          if (!(error instanceof BodyError)) throw error;
          html(res, error.status, errorPage({ title: 'Sign-in failed', message: error.message }));
          return;
        }
        const username = (form.get('username') ?? '').trim().slice(0, MAX_FIELD_LENGTH);
        const password = (form.get('password') ?? '').slice(0, MAX_FIELD_LENGTH);
        const ip = clientIp(req, config.trustProxy);

        if (await throttle.isBlocked(username, ip)) {
          html(res, 429, loginPage({ action: loginAction(uid), username, error: TOO_MANY_ATTEMPTS }));
          return;
        }
        const user = username && password ? await users.findByUsername(username) : undefined;
        const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
        if (!user || !valid) {
          await throttle.recordFailure(username, ip);
          html(res, 401, loginPage({ action: loginAction(uid), username, error: INVALID_CREDENTIALS }));
          return;
        }
        await throttle.reset(username, ip);
        await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      },
    },
  ];
}
