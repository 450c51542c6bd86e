import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { apiErrorSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { badUrlValue, badValueFor, criticalValuesFor, encode, wrongType } from './testing/bad-values';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from './testing/openapi-operations';
import { startTestApi } from './testing/test-api';

/**
 * Bad input never answers 5xx. Every operation of the OpenAPI document that takes a body, path or query
 * parameters starts from a valid example (so a bad value reaches as deep as the code lets it: the
 * database included) and gets each of its values replaced in turn with critical bad values, then 1 or 2 of them replaced at random, with NUL, lone surrogates, over-long text,
 * impossible dates, huge numbers, wrong types or junk, signed in as each role the route allows. Text
 * with control characters or lone surrogates must moreover be refused, wherever it is.
 */
const RUNS = Number(process.env['BAD_INPUT_RUNS'] ?? 50);

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const unique = (() => {
  let next = 0;
  return () => (next += 1);
})();

const api = await startTestApi();
afterAll(() => api.close());
const orm = api.app.get(MikroORM);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  orm.em.fork().getConnection().execute<T[]>(query, params);
const document = (await api.get('/api/docs-json')).json() as OpenApiDocument;

interface Caller {
  name: string;
  role: Role;
  token(provider: string): Promise<string>;
}

/** Callers but the demo provider get a new account for every request, so per-account limits (contact messages) never hide a path. */
const fresh = (role: Role, providerId: string | null = null) => {
  const account = `fuzz-${randomUUID()}`;
  return api.issuer.sign({ sub: account, role, username: account, providerId });
};
const CALLERS: Caller[] = [
  { name: 'Provider', role: Role.Provider, token: (provider) => api.token(Role.Provider, provider) },
  { name: 'Provider without a profile', role: Role.Provider, token: () => fresh(Role.Provider) },
  { name: 'Administrator', role: Role.Administrator, token: () => fresh(Role.Administrator) },
  { name: 'ClaimsAdmin', role: Role.ClaimsAdmin, token: () => fresh(Role.ClaimsAdmin) },
  { name: 'SuperAdmin', role: Role.SuperAdmin, token: () => fresh(Role.SuperAdmin) },
];

// ---- What a valid request to each operation looks like ----

const [harbour] = await sql<{ id: string }>(`select id from office where provider_id = ? and office_name = 'Harbour Clinic'`, [
  OWN,
]);
const coverages = Object.fromEntries(
  (await sql<{ id: number; name: string; assigned_id: number }>('select id, name, assigned_id from coverage')).map((c) => [
    c.name,
    c,
  ]),
);
const [plan300] = await sql<{ id: number; effective_date: string }>(
  `select id, to_char(effective_date, 'YYYY-MM-DD') as effective_date from plan where plan_number = '300'`,
);
const [pendingRequest] = await sql<{ id: number }>(`select id from change_request where provider_id = ?`, [
  DEMO_PROVIDER_IDS.pending,
]);
const [footerOffice] = await sql<{ id: number }>(`select id from benefits_office order by id limit 1`);
const homepageId = String((await api.get('/api/homepage', await api.token(Role.SuperAdmin))).json().id ?? 1);

const office = () => ({
  officeName: 'Fuzz Street Office',
  registrationNumber: 'OFF-77',
  phoneNumber: '416-555-0199',
  phoneExtension: '12',
  directDepositEmail: 'pay@fuzz.example',
  address: '12 Fuzz Street',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 2T6',
  primaryContactFirstname: 'Ann',
  primaryContactLastname: 'Lee',
  institutionNumber: '003',
  transitNumber: '12345',
  accountNumber: '55500011122',
  accountType: 'Chequing',
  verifyDirectDeposit: true,
});
const profile = () => ({
  providerName: `Fuzz Physio ${unique()}`,
  registrationNumber: 'REG-2001',
  email: 'owner@fuzz.example',
  file: 'licence.pdf',
  offices: [office()],
  coverages: [coverages['Physiotherapy']?.id],
});
const claim = () => ({
  officeId: harbour?.id,
  memberId: '123456',
  memberEmail: 'alice.martin@example.test',
  isAccident: false,
  accidentType: null,
  expenses: [
    {
      patientId: '02',
      expenseDate: daysAgo(2),
      coverageId: coverages['Physiotherapy']?.id,
      amount: 70 + unique() / 100,
      referral: { referralDate: daysAgo(5), physicianName: 'Dr Fuzz', registrationNumber: 'MD-1' },
    },
  ],
  receipts: [
    { fileName: 'receipt.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%fuzz\n').toString('base64') },
  ],
});
const submitted = await api.app.inject({
  method: 'POST',
  url: '/api/claims',
  headers: { authorization: `Bearer ${await api.token(Role.Provider, OWN)}`, 'idempotency-key': randomUUID() },
  payload: claim(),
});
const claimId = String((submitted.json() as { claimId: string }).claimId);

interface Example {
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: () => Record<string, string>;
  body?: () => unknown;
  /** The provider the Provider caller is (the demo `provider` when not given). */
  provider?: string;
  /** Puts back, before each request, the state the example needs to reach the database. */
  reset?: () => Promise<unknown>;
}

const claimQuery = {
  submissionId: 'CPP',
  providerId: OWN,
  officeId: String(harbour?.id),
  planNumber: '110',
  memberId: '123456',
  firstname: 'Chl',
  lastname: 'Mar',
  coverages: String(coverages['Physiotherapy']?.assigned_id),
  status: 'A',
  dateFrom: '2020-01-01',
  dateTo: '2030-12-31',
  sort: 'submissionDate',
  order: 'desc',
  limit: '10',
  page: '1',
};
const planBody = () => ({
  planNumber: `FZ${unique()}`,
  planName: 'Fuzz plan',
  effectiveDate: '2024-01-01',
  isDrawbridgePlan: true,
  planIdentityId: '{0f8fad5b-d9cb-469f-a165-70867728950e}',
  coverages: [
    {
      coverageId: coverages['Physiotherapy']?.id,
      requiresReferral: true,
      customId: 91,
      perClaimMaximum: 100.5,
      annualMaximum: 1000,
    },
  ],
});
const footerBody = () => ({
  name: `Fuzz Office ${unique()}`,
  address: '1 Fuzz Road',
  city: 'Halifax',
  province: 'NS',
  postalCode: 'B3J 3K1',
  telephone: '902-555-0140',
  freephone: '1-877-555-0140',
  fax: '902-555-0141',
});
const NOWHERE = { id: '999999' };

const EXAMPLES: Record<string, Example> = {
  'GET /api/provider': {
    query: { search: 'Clinic', status: 'active', sort: 'providerName', order: 'asc', limit: '10', page: '1' },
  },
  'POST /api/provider': { body: () => ({ ...profile(), verifyProviderRegistration: true, terms: true }) },
  'POST /api/provider/{id}/suspend': { path: { id: DEMO_PROVIDER_IDS.suspended }, body: () => ({ adminMessage: 'Fuzz' }) },
  'POST /api/provider/{id}/activate': { path: { id: DEMO_PROVIDER_IDS.suspended } },
  'GET /api/provider/{id}': { path: { id: OWN } },
  'PUT /api/provider/{id}': {
    path: { id: OTHER },
    provider: OTHER,
    body: profile,
    // One change at a time: the previous run's request is withdrawn so the next one is stored.
    reset: async () => {
      await sql(`update change_request set approval_status = 'Rejected' where provider_id = ? and approval_status = 'Pending'`, [
        OTHER,
      ]);
      await sql(`update provider set approval_status = 'Approved' where id = ?`, [OTHER]);
    },
  },
  'POST /api/coverages': { body: () => ({ name: 'Fuzz coverage', assignedId: 1000 + unique() }) },
  'PUT /api/coverages/{id}': {
    path: { id: String(coverages['Acupuncture']?.id) },
    body: () => ({ name: 'Acupuncture', assignedId: coverages['Acupuncture']?.assigned_id }),
  },
  'DELETE /api/coverages/{id}': { path: NOWHERE },
  'GET /api/plans/{planNumber}': { path: { planNumber: '110' } },
  'POST /api/plans': { body: planBody },
  'PUT /api/plans/{id}': {
    path: { id: String(plan300?.id) },
    body: () => ({ ...planBody(), planNumber: '300', effectiveDate: plan300?.effective_date }),
  },
  'DELETE /api/plans/{id}': { path: NOWHERE },
  'POST /api/claims': { headers: () => ({ 'idempotency-key': randomUUID() }), body: claim },
  'GET /api/claims': { query: claimQuery },
  'GET /api/claims/export': { query: claimQuery },
  'GET /api/claims/summary': { query: { days: '30', timeZone: 'America/Toronto' } },
  'GET /api/claims/{claimId}': { path: { claimId } },
  'PUT /api/claims/{claimId}/setStatus': { path: { claimId }, body: () => ({ status: 'A', note: 'Checked by phone' }) },
  'GET /api/audit': {
    query: {
      providerName: 'Pen',
      providerNumber: 'P1',
      approvalStatus: 'Pending',
      timestamp: daysAgo(0),
      sort: 'timestamp',
      order: 'desc',
      limit: '10',
      page: '1',
    },
  },
  'GET /api/audit/audit-record/{id}': { path: { id: String(pendingRequest?.id) } },
  'PUT /api/audit/{id}': { path: { id: String(pendingRequest?.id) }, body: () => ({ approvalStatus: 'Rejected' }) },
  'PUT /api/audit/{id}/read': { path: { id: String(pendingRequest?.id) } },
  'GET /api/member': { query: { memberId: '123456', certificate: '123456', email: 'alice.martin@example.test' } },
  'GET /api/provider/{providerId}/member': { path: { providerId: OWN }, query: { firstname: 'Alice', lastname: 'Martin' } },
  'POST /api/homepage': { body: () => ({ html: '<h1>Welcome</h1>\n<p>Fuzz</p>' }) },
  'PUT /api/homepage/{id}': { path: { id: homepageId }, body: () => ({ html: '<p>Fuzz</p>' }) },
  'DELETE /api/homepage/{id}': { path: NOWHERE },
  'POST /api/benefitsOffices': { body: footerBody },
  'PUT /api/benefitsOffices/{id}': { path: { id: String(footerOffice?.id) }, body: footerBody },
  'DELETE /api/benefitsOffices/{id}': { path: NOWHERE },
  'POST /api/email': {
    body: () => ({ name: 'Dana Clinic', email: 'dana@example.test', subject: 'Direct deposit', message: 'When?\nThanks' }),
  },
};

// ---- Requests ----

type Mutation =
  | { place: 'path'; name: string; value: string }
  | { place: 'query'; name: string; value: string }
  | { place: 'header'; name: string; value: string }
  | { place: 'repeat'; name: string; values: string[] }
  | { place: 'body'; at: (string | number)[]; value: unknown };

/** What a mutation replaces: two mutations of one request never replace the same value. */
const targetOf = (mutation: Mutation) =>
  mutation.place === 'body'
    ? `body ${mutation.at.join('.')}`
    : `${mutation.place === 'repeat' ? 'query' : mutation.place} ${mutation.name}`;

interface Request {
  caller: Caller;
  mutations: Mutation[];
}

/** Every node under the root of a JSON value, as paths. */
const nodesOf = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    return [path, ...nodesOf(child, path)];
  });
};
const valueAt = (value: unknown, at: (string | number)[]): unknown =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
const withValue = (value: unknown, at: (string | number)[], replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const [key, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = withValue(copy[key], rest, replacement);
  return copy;
};

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
const MULTILINE = new Set(['message', 'html', 'adminMessage']);
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
  it('has a valid example for every operation that takes input', () => {
    expect(operations.map((op) => op.key).filter((key) => !EXAMPLES[key])).toEqual([]);
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
              mutations: fc.uniqueArray(mutationsOf(operation, example), { minLength: 1, maxLength: 2, selector: targetOf }),
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
