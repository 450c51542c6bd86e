import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { apiErrorSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import type { BadInputExample as Example } from '@portal/testing';
import { composeExamples, validExamples } from './testing/bad-input-examples';
import { badUrlValue, badValueFor, criticalValuesFor, encode, wrongType } from './testing/bad-values';
import { nodesOf, valueAt, withValue, type JsonPath } from './testing/json-paths';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from './testing/openapi-operations';
import { startTestApi } from './testing/test-api';

/**
 * Bad input never answers 5xx. Every operation of the OpenAPI document that takes a body, path or
 * query parameters starts from a valid example (so that a bad value gets as far as the code lets it,
 * the database included); each of its values is replaced in turn with critical bad values (NUL, lone
 * surrogates, control characters, over-long text, impossible dates, huge numbers, wrong types), then 1
 * or 2 of them at random with more of the same and junk, signed in as each role the route allows. Text
 * with control characters or lone surrogates must moreover be refused, wherever it is.
 */
// Random requests per operation, after the critical ones; BAD_INPUT_RUNS=2000 searches longer.
const RUNS = Number(process.env['BAD_INPUT_RUNS'] ?? 50);

const OWN = DEMO_PROVIDER_IDS.provider;

const api = await startTestApi();
afterAll(() => api.close());
const document = (await api.get('/api/docs-json')).json() as OpenApiDocument;
const EXAMPLES = await validExamples(api);

interface Caller {
  name: string;
  token(provider: string): Promise<string>;
}

/** Callers but the demo provider get a new account for every request, so per-account limits (contact messages) never hide a path. */
const fresh = (role: Role, providerId: string | null = null) => {
  const account = `fuzz-${randomUUID()}`;
  return api.issuer.sign({ sub: account, role, username: account, providerId });
};
const CALLERS: Caller[] = [
  { name: 'Provider', token: (provider) => api.token(Role.Provider, provider) },
  { name: 'Provider without a profile', token: () => fresh(Role.Provider) },
  { name: 'Administrator', token: () => fresh(Role.Administrator) },
  { name: 'ClaimsAdmin', token: () => fresh(Role.ClaimsAdmin) },
  { name: 'SuperAdmin', token: () => fresh(Role.SuperAdmin) },
];

type Mutation =
  | { place: 'path'; name: string; value: string }
  | { place: 'query'; name: string; value: string }
  | { place: 'header'; name: string; value: string }
  | { place: 'repeat'; name: string; values: string[] }
  | { place: 'body'; at: JsonPath; value: unknown };

/** Whether two mutations replace the same value, or one a part of the other's: a request never has both. */
const overlapping = (a: Mutation, b: Mutation): boolean => {
  if (a.place === 'body' || b.place === 'body') {
    if (a.place !== 'body' || b.place !== 'body') return false;
    const [shorter, longer] = a.at.length <= b.at.length ? [a.at, b.at] : [b.at, a.at];
    return shorter.every((key, index) => longer[index] === key);
  }
  const place = (m: Mutation) => (m.place === 'repeat' ? 'query' : m.place);
  return place(a) === place(b) && a.name === b.name;
};

interface Request {
  caller: Caller;
  mutations: Mutation[];
}

const mutationsOf = (operation: Operation, example: Example): fc.Arbitrary<Mutation> => {
  const sampleBody = example.body?.();
  const choices: fc.Arbitrary<Mutation>[] = [
    ...operation.pathParams.map((name) =>
      badUrlValue(example.path?.[name] ?? '1').map((value): Mutation => ({ place: 'path', name, value })),
    ),
    ...[...new Set([...operation.queryParams, ...Object.keys(example.query ?? {})])].flatMap((name) => [
      badUrlValue(example.query?.[name] ?? 'x').map((value): Mutation => ({ place: 'query', name, value })),
      fc.array(badUrlValue(example.query?.[name] ?? 'x'), { minLength: 2, maxLength: 3 }).map((values): Mutation => ({
        place: 'repeat',
        name,
        values,
      })),
    ]),
    ...operation.headerParams.map((name) =>
      fc
        .constantFrom('', 'short', 'x'.repeat(129), 'a b c d e f', 'é'.repeat(20), '../../../../', '1'.repeat(8000))
        .map((value): Mutation => ({ place: 'header', name, value })),
    ),
    ...(example.body
      ? [
          wrongType.map((value): Mutation => ({ place: 'body', at: [], value })),
          ...nodesOf(sampleBody).map((at) =>
            badValueFor(valueAt(sampleBody, at)).map((value): Mutation => ({ place: 'body', at, value })),
          ),
        ]
      : []),
  ];
  return fc.oneof(...choices);
};

/** One request per value of the example and critical bad value: what a random search could miss. */
const criticalMutations = (operation: Operation, example: Example): Mutation[] => {
  const asUrl = (value: unknown) => encode(typeof value === 'string' ? value : JSON.stringify(value));
  const sampleBody = example.body?.();
  return [
    ...operation.pathParams.flatMap((name) =>
      criticalValuesFor(example.path?.[name] ?? '1').map((value): Mutation => ({ place: 'path', name, value: asUrl(value) })),
    ),
    ...[...new Set([...operation.queryParams, ...Object.keys(example.query ?? {})])].flatMap((name) =>
      criticalValuesFor(example.query?.[name] ?? 'x').map((value): Mutation => ({ place: 'query', name, value: asUrl(value) })),
    ),
    ...nodesOf(sampleBody).flatMap((at) =>
      criticalValuesFor(valueAt(sampleBody, at)).map((value): Mutation => ({ place: 'body', at, value })),
    ),
  ];
};

async function send(operation: Operation, example: Example, { caller, mutations }: Request) {
  const path: Record<string, string> = Object.fromEntries(
    Object.entries(example.path ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]),
  );
  const query = new Map<string, string[]>(Object.entries(example.query ?? {}).map(([k, v]) => [k, [encodeURIComponent(v)]]));
  const headers: Record<string, string> = {
    authorization: `Bearer ${await caller.token(example.provider ?? OWN)}`,
    ...example.headers?.(),
  };
  let body = example.body?.();
  for (const mutation of mutations) {
    if (mutation.place === 'path') path[mutation.name] = mutation.value;
    else if (mutation.place === 'query') query.set(mutation.name, [mutation.value]);
    else if (mutation.place === 'repeat') query.set(mutation.name, mutation.values);
    else if (mutation.place === 'header') headers[mutation.name.toLowerCase()] = mutation.value;
    else body = withValue(body, mutation.at, mutation.value);
  }
  const search = [...query].flatMap(([name, values]) => values.map((value) => `${name}=${value}`)).join('&');
  return api.app.inject({
    method: operation.method,
    url: `${fillPath(operation.path, path)}${search ? `?${search}` : ''}`,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The multi-line texts of the contracts: line breaks and tabs are theirs to keep. */
const MULTILINE = new Set(['message', 'html', 'htmlFr', 'adminMessage']);
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\n\r\t])\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
};

/** Whether a request carries text no contract may take: control characters (but a multi-line text's line breaks) or lone surrogates. */
const poisoned = (mutation: Mutation): boolean => {
  // Contracts trim: the line breaks and tabs around a value are gone before it is checked.
  if (mutation.place === 'query' || mutation.place === 'path') return CONTROL.test(decoded(mutation.value).trim());
  if (mutation.place !== 'body' || typeof mutation.value !== 'string') return false;
  const control = MULTILINE.has(String(mutation.at.at(-1))) ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return control.test(mutation.value.trim()) || LONE_SURROGATE.test(mutation.value);
};

/** A 4xx says what is wrong in the API's error body; a 5xx is a failure whatever its body. */
function expectNoServerError(response: Awaited<ReturnType<typeof send>>) {
  if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  if (response.statusCode < 400) return;
  const error = apiErrorSchema.parse(response.json());
  expect(error.statusCode).toBe(response.statusCode);
  expect(error.message.trim()).not.toBe('');
  expect(error.message).not.toMatch(/unexpected error/i);
}

const operations = operationsOf(document).filter(
  (op) => op.pathParams.length > 0 || op.queryParams.length > 0 || op.hasBody || EXAMPLES[op.key]?.body,
);

describe('bad input never answers 5xx', () => {
  it("has a valid example for every operation that takes input, from the operation's domain", () => {
    expect(operations.map((op) => op.key).filter((key) => !EXAMPLES[key])).toEqual([]);
    const keys = new Set(operations.map((op) => op.key));
    expect(Object.keys(EXAMPLES).filter((key) => !keys.has(key))).toEqual([]);
    expect(() => composeExamples([{ 'GET /api/x': {} }, { 'GET /api/x': {} }])).toThrow(
      'Two domains give an example of GET /api/x',
    );
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s',
    async (_, operation) => {
      const example = EXAMPLES[operation.key] ?? {};
      const allowed: Caller[] = [];
      for (const caller of CALLERS) {
        await example.reset?.();
        const response = await send(operation, example, { caller, mutations: [] });
        const refused = response.statusCode === 403 && (response.json() as { message?: string }).message === 'Access denied';
        if (refused) continue;
        allowed.push(caller);
        // Bad values reach as far as a valid request goes: the example itself must pass validation.
        expect([caller.name, response.statusCode]).not.toEqual([caller.name, 400]);
        expectNoServerError(response);
      }
      expect(allowed).not.toEqual([]);
      const critical = criticalMutations(operation, example).map((mutation, index) => [
        { caller: allowed[index % allowed.length] as Caller, mutations: [mutation] },
      ]) as [Request][];
      await fc.assert(
        fc
          .asyncProperty(
            fc.record({
              caller: fc.constantFrom(...allowed),
              mutations: fc.uniqueArray(mutationsOf(operation, example), { minLength: 1, maxLength: 2, comparator: overlapping }),
            }),
            async (request) => {
              const response = await send(operation, example, request);
              expectNoServerError(response);
              if (request.mutations.some(poisoned) && response.statusCode < 400)
                throw new Error(`took text with control characters or lone surrogates: ${response.statusCode}`);
            },
          )
          .beforeEach(async () => example.reset?.()),
        { numRuns: RUNS + critical.length, examples: critical },
      );
    },
    120_000,
  );
});
