import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { claimRouteSchemas, type ClaimSubmissionResult } from '@portal/contracts/claims';
import { paymentRouteSchemas, type PaymentRun } from '@portal/contracts/payments';
import { memberRouteSchemas, planRouteSchemas } from '@portal/contracts/plans';
import { providerRouteSchemas } from '@portal/contracts/providers';
import type { z } from 'zod';
import { daysAgo } from './claim-form';
import { E2E_URLS } from './environment';
import { signIn } from './sign-in';

/** The access token the shell holds once signed in (oidc-client-ts keeps its user in localStorage). */
export const accessToken = async (page: Page): Promise<string> => {
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')))).toBe(true);
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((each) => each.startsWith('oidc.user:')) as string;
    return (JSON.parse(localStorage.getItem(key) as string) as { access_token: string }).access_token;
  });
};

/** Signs `username` in through the real identity pages, in a context of its own, and answers its access token. */
export const accessTokenOf = async (browser: Browser, username: string, password?: string): Promise<string> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/auth'));
  const token = await accessToken(page);
  await context.close();
  return token;
};

/** The claims of an access token (its payload, not verified: the API does that). */
export const tokenClaims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { providerId: string; role: string };

interface RouteWithSchemas {
  readonly method: string;
  readonly path: string;
  readonly response: z.ZodType;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
}

/**
 * Calls one API route as the holder of `token`: the body is parsed by the route's zod contract (its defaults
 * filled in) and so is the answer.
 */
export const callApi = async <R extends RouteWithSchemas>(
  request: APIRequestContext,
  token: string,
  route: R,
  {
    params = {},
    query,
    body,
    headers = {},
  }: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: R['body'] extends z.ZodType ? z.input<R['body']> : never;
    headers?: Record<string, string>;
  } = {},
): Promise<z.infer<R['response']>> => {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const response = await request.fetch(`${E2E_URLS.api}${path}`, {
    method: route.method,
    params: query,
    headers: { Authorization: `Bearer ${token}`, ...headers },
    data: body === undefined ? undefined : (route.body?.parse(body) ?? body),
  });
  expect(response.ok(), `${route.method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return route.response.parse(await response.json()) as z.infer<R['response']>;
};

/**
 * A claim the provider holding `token` sends through the API: one expense of `coverage` for Chloe Martin
 * (member 123456) at `office`, `days` ago; answered adjudicated.
 */
export const sendClaimThroughApi = async (
  request: APIRequestContext,
  token: string,
  { office = 'Harbour Clinic', coverage = 'Chiropractic', days = 1, amount = 10 } = {},
): Promise<ClaimSubmissionResult> => {
  const { providerId } = tokenClaims(token);
  const provider = await callApi(request, token, providerRouteSchemas.findOne, { params: { id: providerId } });
  const officeId = provider.offices.find((each) => each.officeName === office)?.officeId;
  const [member] = await callApi(request, token, memberRouteSchemas.searchForProvider, {
    params: { providerId },
    query: { memberId: '123456' },
  });
  if (!officeId || !member) throw new Error(`No office ${office} or no member 123456 for provider ${providerId}`);
  const plan = await callApi(request, token, planRouteSchemas.findPlan, { params: { planNumber: member.planNumber } });
  const coverageId = plan.coverages.find((each) => each.name === coverage)?.coverageId;
  const isChloe = (name: string) => name.toUpperCase() === 'CHLOE';
  const chloe = isChloe(member.firstname) ? '00' : member.dependents.find((each) => isChloe(each.firstName))?.patientId;
  if (!coverageId || !chloe) throw new Error(`No ${coverage} in plan ${plan.planNumber}, or no Chloe`);
  return callApi(request, token, claimRouteSchemas.submit, {
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      officeId,
      memberId: member.memberId,
      expenses: [{ patientId: chloe, expenseDate: daysAgo(days), coverageId, amount }],
    },
  });
};

/** A payment run of `date` (`YYYY-MM-DD`), made by the administrator holding `token`: it pays every claim still owed. */
export const runPaymentThroughApi = (request: APIRequestContext, token: string, date: string): Promise<PaymentRun> =>
  callApi(request, token, paymentRouteSchemas.createRun, { body: { paymentDate: date } });
