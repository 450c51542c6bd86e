import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { SecurityLog } from '@portal/server-core';
import type { IdentityConfig } from '../config/identity-config';
import { localized, pageChrome } from '../http/page-chrome';
import { responseFloor } from '../http/response-floor';
import { sendHtml } from '../http/responses';
import type { Route } from '../http/router';
import { MESSAGES } from '../i18n/messages';
import type { PageChrome } from '../pages/layout';
import { type LoginError, loginPage } from '../pages/login-page';
import { messagePage } from '../pages/message-page';
import { verifyAgainstDummy, verifyPassword } from '../users/password-hasher';
import { isFirstParty } from '../oidc/portal-client';
import type { UserRepository } from '../users/user-repository';
import { accountRef } from './account-ref';
import { grantRequestedAccess, type Interaction } from './auto-consent';
import { type LoginThrottle, SIGN_IN_ACCOUNT } from './login-throttle';

export interface InteractionDependencies {
  config: IdentityConfig;
  provider: Provider;
  users: UserRepository;
  throttle: LoginThrottle;
  securityLog: SecurityLog;
}

const MAX_FIELD_LENGTH = 256;

/** The sign-in pages at the provider's interaction URL. */
export function interactionRoutes({ config, provider, users, throttle, securityLog }: InteractionDependencies): Route[] {
  const html = (res: ServerResponse, status: number, body: string, headers?: Record<string, string>) =>
    sendHtml(res, status, body, config.portalOrigins, headers);
  const interactionPath = (uid: string) => `/interaction/${uid}`;

  /** The portal's language comes with the authorization request (`ui_locales`); the page's switch overrides it. */
  const chromeFor = (req: IncomingMessage, uid: string, interaction: Interaction | undefined, chosen?: string | null) =>
    pageChrome(req, config, {
      path: interactionPath(uid),
      chosen: chosen ?? new URL(req.url ?? '/', 'http://identity.invalid').searchParams.get('lang'),
      uiLocales: interaction ? String(interaction.params['ui_locales'] ?? '') : undefined,
    });

  const unsupported = (chrome: PageChrome) =>
    messagePage({ chrome, title: MESSAGES[chrome.locale].unsupportedTitle, message: MESSAGES[chrome.locale].unsupported });

  /** oidc-provider ties the interaction to its signed cookie: a missing or foreign cookie means a stale or forged request. */
  async function interactionFor(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
    const interaction = await provider.interactionDetails(req, res).catch(() => undefined);
    if (interaction && interaction.uid === uid) return interaction;
    const chrome = chromeFor(req, uid, undefined);
    const t = MESSAGES[chrome.locale];
    html(
      res,
      400,
      messagePage({ chrome, title: t.expiredTitle, message: t.expired, link: { href: config.portalUrl, label: t.backToPortal } }),
    );
    return undefined;
  }

  const login = (chrome: PageChrome, uid: string, username?: string, error?: LoginError, retryAfter?: number) =>
    loginPage({
      chrome,
      action: `${interactionPath(uid)}/login`,
      username,
      error,
      retryAfter,
      links: {
        register: localized('/register', chrome.locale),
        forgot: localized('/forgot', chrome.locale),
        resend: localized('/confirm/resend', chrome.locale),
      },
    });

  return [
    {
      method: 'GET',
      path: '/interaction/:uid',
      async handler(req, res, { params: { uid } }) {
        const interaction = await interactionFor(req, res, uid);
        if (!interaction) return;
        const chrome = chromeFor(req, uid, interaction);
        if (interaction.prompt.name === 'login') {
          html(res, 200, login(chrome, uid));
          return;
        }
        if (interaction.prompt.name === 'consent' && isFirstParty(String(interaction.params['client_id']))) {
          const consent = await grantRequestedAccess(provider, interaction);
          await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
          return;
        }
        html(res, 400, unsupported(chrome));
      },
    },
    {
      method: 'POST',
      path: '/interaction/:uid/login',
      async handler(req, res, { params: { uid }, form, ip, requestId }) {
        const interaction = await interactionFor(req, res, uid);
        if (!interaction) return;
        if (interaction.prompt.name !== 'login') {
          html(res, 400, unsupported(chromeFor(req, uid, interaction)));
          return;
        }
        const chrome = chromeFor(req, uid, interaction, form.get('lang'));
        const username = (form.get('username') ?? '').trim().slice(0, MAX_FIELD_LENGTH);
        const password = (form.get('password') ?? '').slice(0, MAX_FIELD_LENGTH);

        // The same work whether the account exists or not: a lookup, a counted attempt, one argon2 check;
        // a failure is answered no sooner than the floor, so noise cannot set the two apart either.
        const floor = responseFloor(config.minAnswerMilliseconds);
        const user = username ? await users.findByUsername(username) : undefined;
        const account = accountRef(user, username);
        const verdict = await throttle.attempt(account, ip);
        if (!verdict.allowed) {
          const reason = verdict.scope === SIGN_IN_ACCOUNT ? 'account-locked-out' : 'address-locked-out';
          securityLog.record({
            event: 'auth.sign-in.throttled',
            target: account,
            reason,
            retryAfter: verdict.retryAfter,
            ip,
            requestId,
          });
          html(res, 429, login(chrome, uid, username, 'tooManyAttempts', verdict.retryAfter), {
            'Retry-After': String(verdict.retryAfter),
          });
          return;
        }
        const valid = user && password ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
        if (!user || !valid) {
          const reason = user ? 'bad-password' : 'unknown-account';
          securityLog.record({ event: 'auth.sign-in.failed', target: account, reason, ip, requestId });
          await floor();
          html(res, 401, login(chrome, uid, username, 'invalidCredentials'));
          return;
        }
        await throttle.succeeded(account, ip);
        if (!user.emailConfirmedAt) {
          securityLog.record({ event: 'auth.sign-in.failed', target: account, reason: 'email-unconfirmed', ip, requestId });
          html(res, 403, login(chrome, uid, username, 'unconfirmed'));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      },
    },
  ];
}
