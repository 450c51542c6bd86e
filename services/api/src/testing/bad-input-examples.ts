import { MikroORM } from '@mikro-orm/postgresql';
import { claimsBadInputExamples } from '@portal/claims/testing';
import { contentBadInputExamples } from '@portal/content/testing';
import { paymentsBadInputExamples } from '@portal/payments/testing';
import { plansBadInputExamples } from '@portal/plans/testing';
import { providersBadInputExamples } from '@portal/providers/testing';
import type { BadInputContext, BadInputExample, BadInputExamples } from '@portal/testing';
import type { TestApi } from './test-api';

/** Each domain's examples, kept beside its routes (`services/<domain>/src/testing`). */
const DOMAINS: BadInputExamples[] = [
  providersBadInputExamples,
  plansBadInputExamples,
  claimsBadInputExamples,
  contentBadInputExamples,
  paymentsBadInputExamples,
];

/** One map of every domain's examples; an operation two domains claim is a mistake. */
export function composeExamples(maps: Record<string, BadInputExample>[]): Record<string, BadInputExample> {
  const all: Record<string, BadInputExample> = {};
  for (const map of maps)
    for (const [operation, example] of Object.entries(map)) {
      if (operation in all) throw new Error(`Two domains give an example of ${operation}`);
      all[operation] = example;
    }
  return all;
}

/**
 * A valid request to every operation that takes input, keyed `METHOD /api/path/{param}` as in the
 * OpenAPI document, on the demo data: the bad-input suite replaces its values one by one. A new route
 * needs one in its domain's examples (the suite fails until it has one).
 */
export async function validExamples(api: TestApi): Promise<Record<string, BadInputExample>> {
  let next = 0;
  const context: BadInputContext = {
    sql: (query, params = []) => api.app.get(MikroORM).em.fork().getConnection().execute(query, params),
    send: async (method, url, role, { providerId = null, body, headers = {} } = {}) => {
      const response = await api.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, authorization: `Bearer ${await api.token(role, providerId)}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, json: response.json() };
    },
    unique: () => (next += 1),
    daysAgo: (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10),
  };
  const maps: Record<string, BadInputExample>[] = [];
  for (const examples of DOMAINS) maps.push(await examples(context));
  return composeExamples(maps);
}
