import type { IncomingMessage, ServerResponse } from 'node:http';
import { Role } from '@portal/contracts';
import type { SecurityLog } from '@portal/server-core';
import type { IdentityConfig } from '../config/identity-config';
import { type Database, withTransaction } from '../database/database';
import { localized, pageChrome } from '../http/page-chrome';
import { responseFloor } from '../http/response-floor';
import { sendHtml } from '../http/responses';
import type { Route, RouteContext } from '../http/router';
import { waitTime } from '../i18n/wait-time';
import { MESSAGES } from '../i18n/messages';
import { addressKey } from '../throttle/address-key';
import type { Throttle } from '../throttle/throttle';
import { emailRequestPage } from '../pages/email-request-page';
import type { PageChrome } from '../pages/layout';
import { messagePage } from '../pages/message-page';
import { type RegisterErrors, registerPage } from '../pages/register-page';
import { resetPage } from '../pages/reset-page';
import { endAccountSessions } from '../sessions/session-revocation';
import { consumeToken, peekToken } from '../users/account-tokens';
import { verifyAgainstDummy } from '../users/password-hasher';
import { UserRepository } from '../users/user-repository';
import { field, isEmail, passwordErrors, USERNAME_PATTERN } from './account-form';
import { sendAlreadyRegisteredMail, sendTokenMail } from './account-mail';

export interface AccountDependencies {
  config: IdentityConfig;
  db: Database;
  /** Counts every sign-up and link request per address, so neither can be used to flood mailboxes. */
  throttle: Throttle;
  securityLog: SecurityLog;
}

const MAX_UID_LENGTH = 100;

/** Sign-up, e-mail confirmation and password reset; every answer is the same whether the account exists or not. */
export function accountRoutes({ config, db, throttle, securityLog }: AccountDependencies): Route[] {
  const html = (res: ServerResponse, status: number, body: string, headers?: Record<string, string>) =>
    sendHtml(res, status, body, config.portalOrigins, headers);
  const query = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://identity.invalid').searchParams;

  /** Counts this request; the seconds to wait when the address has made too many of this kind, else undefined. */
  async function throttled(kind: 'register' | 'forgot' | 'resend', { ip, requestId }: RouteContext): Promise<number | undefined> {
    const policy = config.accountRequestThrottle;
    const verdict = await throttle.attempt([{ scope: `request:${kind}`, key: addressKey(ip), policy }]);
    if (verdict.allowed) return undefined;
    const target = `POST ${kind === 'resend' ? '/confirm/resend' : `/${kind}`}`;
    securityLog.record({ event: 'access.throttled', target, reason: 'address', retryAfter: verdict.retryAfter, ip, requestId });
    return verdict.retryAfter;
  }

  const retryAfterHeader = (seconds: number) => ({ 'Retry-After': String(seconds) });

  const invalidLink = (chrome: PageChrome, retry: { href: string; label: string }) =>
    messagePage({
      chrome,
      title: MESSAGES[chrome.locale].linkInvalidTitle,
      message: MESSAGES[chrome.locale].linkInvalid,
      link: retry,
    });

  function emailRequestRoutes(kind: 'forgot' | 'resend', path: string): Route[] {
    return [
      {
        method: 'GET',
        path,
        async handler(req, res) {
          const chrome = pageChrome(req, config, { path, chosen: query(req).get('lang') });
          html(res, 200, emailRequestPage({ chrome, kind }));
        },
      },
      {
        method: 'POST',
        path,
        async handler(req, res, context) {
          const body = context.form;
          const chrome = pageChrome(req, config, { path, chosen: body.get('lang') });
          const t = MESSAGES[chrome.locale];
          const email = field(body, 'email');
          if (!isEmail(email)) {
            html(res, 400, emailRequestPage({ chrome, kind, email, error: t.emailInvalid }));
            return;
          }
          const retryAfter = await throttled(kind, context);
          if (retryAfter) {
            const alert = t.tooManyRequests(waitTime(t, retryAfter));
            html(res, 429, emailRequestPage({ chrome, kind, email, alert }), retryAfterHeader(retryAfter));
            return;
          }
          const floor = responseFloor(config.minAnswerMilliseconds);
          await withTransaction(db, async (client) => {
            for (const user of await new UserRepository(client).findByEmail(email)) {
              if (kind === 'forgot') await sendTokenMail(client, config.issuer, user, 'reset-password', chrome.locale);
              else if (!user.emailConfirmedAt) await sendTokenMail(client, config.issuer, user, 'confirm-email', chrome.locale);
            }
          });
          await floor();
          html(
            res,
            200,
            messagePage({ chrome, title: t.checkEmailTitle, message: kind === 'forgot' ? t.forgotSent : t.resendSent }),
          );
        },
      },
    ];
  }

  return [
    {
      method: 'GET',
      path: '/register',
      async handler(req, res) {
        const params = query(req);
        const uid = (params.get('uid') ?? '').trim().slice(0, MAX_UID_LENGTH);
        const chrome = pageChrome(req, config, {
          path: uid ? `/register?${new URLSearchParams({ uid })}` : '/register',
          chosen: params.get('lang'),
        });
        html(res, 200, registerPage({ chrome, uid }));
      },
    },
    {
      method: 'POST',
      path: '/register',
      async handler(req, res, context) {
        const body = context.form;
        const uid = field(body, 'uid').slice(0, MAX_UID_LENGTH);
        const chrome = pageChrome(req, config, {
          path: uid ? `/register?${new URLSearchParams({ uid })}` : '/register',
          chosen: body.get('lang'),
        });
        const t = MESSAGES[chrome.locale];
        const values = { username: field(body, 'username'), email: field(body, 'email') };
        const password = field(body, 'password', { trim: false });
        const errors: RegisterErrors = {
          ...(USERNAME_PATTERN.test(values.username) ? {} : { username: t.usernameInvalid }),
          ...(isEmail(values.email) ? {} : { email: t.emailInvalid }),
          ...passwordErrors(t, password, field(body, 'confirm', { trim: false })),
        };
        if (Object.keys(errors).length) {
          html(res, 400, registerPage({ chrome, uid, values, errors }));
          return;
        }
        const retryAfter = await throttled('register', context);
        if (retryAfter) {
          const alert = t.tooManyRequests(waitTime(t, retryAfter));
          html(res, 429, registerPage({ chrome, uid, values, alert }), retryAfterHeader(retryAfter));
          return;
        }
        const floor = responseFloor(config.minAnswerMilliseconds);
        await withTransaction(db, async (client) => {
          const users = new UserRepository(client);
          const emailTaken = (await users.findByEmail(values.email)).length > 0;
          const id = emailTaken
            ? undefined
            : await users.create({
                ...values,
                password,
                role: Role.Provider,
                providerId: null,
                oldUid: uid || null,
                emailConfirmed: false,
              });
          if (id) await sendTokenMail(client, config.issuer, { id, ...values }, 'confirm-email', chrome.locale);
          else {
            // The same argon2 work as creating the account, so the response time does not tell either.
            await verifyAgainstDummy(password);
            await sendAlreadyRegisteredMail(client, config.issuer, values.email, chrome.locale);
          }
        });
        await floor();
        html(res, 200, messagePage({ chrome, title: t.checkEmailTitle, message: t.registerSent }));
      },
    },
    {
      method: 'GET',
      path: '/confirm',
      async handler(req, res) {
        const params = query(req);
        const token = params.get('token') ?? '';
        const chrome = pageChrome(req, config, {
          path: `/confirm?${new URLSearchParams({ token })}`,
          chosen: params.get('lang'),
        });
        const t = MESSAGES[chrome.locale];
        const confirmed = await withTransaction(db, async (client) => {
          const userId = token ? await consumeToken(client, token, 'confirm-email') : undefined;
          if (userId) await new UserRepository(client).confirmEmail(userId);
          return Boolean(userId);
        });
        if (!confirmed) {
          html(res, 400, invalidLink(chrome, { href: localized('/confirm/resend', chrome.locale), label: t.resendConfirmation }));
          return;
        }
        html(
          res,
          200,
          messagePage({
            chrome,
            title: t.confirmedTitle,
            message: t.confirmed,
            link: { href: config.portalUrl, label: t.signIn },
          }),
        );
      },
    },
    ...emailRequestRoutes('resend', '/confirm/resend'),
    ...emailRequestRoutes('forgot', '/forgot'),
    {
      method: 'GET',
      path: '/reset',
      async handler(req, res) {
        const params = query(req);
        const token = params.get('token') ?? '';
        const chrome = pageChrome(req, config, { path: `/reset?${new URLSearchParams({ token })}`, chosen: params.get('lang') });
        if (!token || !(await peekToken(db, token, 'reset-password'))) {
          html(
            res,
            400,
            invalidLink(chrome, { href: localized('/forgot', chrome.locale), label: MESSAGES[chrome.locale].requestNewReset }),
          );
          return;
        }
        html(res, 200, resetPage({ chrome, token }));
      },
    },
    {
      method: 'POST',
      path: '/reset',
      async handler(req, res, { form: body, ip, requestId }) {
        const token = field(body, 'token');
        const chrome = pageChrome(req, config, { path: `/reset?${new URLSearchParams({ token })}`, chosen: body.get('lang') });
        const t = MESSAGES[chrome.locale];
        const retry = { href: localized('/forgot', chrome.locale), label: t.requestNewReset };
        const password = field(body, 'password', { trim: false });
        const errors = passwordErrors(t, password, field(body, 'confirm', { trim: false }));
        if (Object.keys(errors).length) {
          if (!token || !(await peekToken(db, token, 'reset-password'))) html(res, 400, invalidLink(chrome, retry));
          else html(res, 400, resetPage({ chrome, token, errors }));
          return;
        }
        const resetUserId = await withTransaction(db, async (client) => {
          const userId = token ? await consumeToken(client, token, 'reset-password') : undefined;
          if (!userId) return undefined;
          const users = new UserRepository(client);
          await users.setPassword(userId, password);
          // Whoever knew the old password is signed out everywhere (ASVS 7.4.3).
          await endAccountSessions(client, userId);
          // The link reached the mailbox, which is what confirming the address proves.
          await users.confirmEmail(userId);
          return userId;
        });
        if (!resetUserId) {
          html(res, 400, invalidLink(chrome, retry));
          return;
        }
        securityLog.record({ event: 'account.password-reset', actor: resetUserId, target: resetUserId, ip, requestId });
        html(
          res,
          200,
          messagePage({
            chrome,
            title: t.resetDoneTitle,
            message: t.resetDone,
            link: { href: config.portalUrl, label: t.signIn },
          }),
        );
      },
    },
  ];
}
