import { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requestContractsOf } from './testing/request-contracts';
import { startTestApi } from './testing/test-api';

/**
 * Every string a request carries has a maximum, and that maximum is its column's: a value the contract
 * takes is a value the database stores (no `value too long` at approval time). Read from the routes'
 * own validation pipes and from the migrated database's `information_schema`.
 */

interface JsonSchema {
  type?: string;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The strings of a schema by path (`offices[].registrationNumber`; '' for a schema that is one string). */
const stringsOf = (node: JsonSchema, path = ''): [string, JsonSchema][] => [
  ...(node.type === 'string' ? [[path, node] as [string, JsonSchema]] : []),
  ...Object.entries(node.properties ?? {}).flatMap(([key, child]) => stringsOf(child, path ? `${path}.${key}` : key)),
  ...(node.items ? stringsOf(node.items, `${path}[]`) : []),
  ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((child) => stringsOf(child, path)),
];

/** A string with a set of values or a fixed format is bounded without a maxLength. */
const isChoice = (node: JsonSchema) => node.enum !== undefined || node.const !== undefined || node.format !== undefined;

const OFFICE = {
  officeId: 'office.id',
  officeName: 'office.office_name',
  registrationNumber: 'office.registration_number',
  phoneNumber: 'office.phone_number',
  phoneExtension: 'office.phone_extension',
  directDepositEmail: 'office.direct_deposit_email',
  address: 'office.address',
  city: 'office.city',
  province: 'province.code',
  postalCode: 'office.postal_code',
  primaryContactFirstname: 'office.primary_contact_firstname',
  primaryContactLastname: 'office.primary_contact_lastname',
  institutionNumber: 'office.institution_number',
  transitNumber: 'office.transit_number',
  accountNumber: 'office.account_number_encrypted',
  accountType: 'office.account_type',
};
const PROFILE = {
  providerName: 'provider.provider_name',
  registrationNumber: 'provider.registration_number',
  email: 'provider.email',
  file: 'provider.file',
  ...Object.fromEntries(Object.entries(OFFICE).map(([field, column]) => [`offices[].${field}`, column])),
};
const CLAIM_SEARCH = {
  submissionId: 'claim.submission_id',
  providerId: 'claim.provider_id',
  officeId: 'claim.office_id',
  planNumber: 'claim.plan_number',
  memberId: 'claim.member_id',
  firstname: 'claim.first_name',
  lastname: 'claim.last_name',
  status: 'claim.status',
  dateFrom: 'claim.submitted_at',
  dateTo: 'claim.submitted_at',
  sort: null,
  order: null,
  limit: null,
  page: null,
};
const MEMBER_SEARCH = {
  memberId: 'member.member_id',
  certificate: 'member.member_id',
  firstname: 'member.firstname',
  lastname: 'member.lastname',
  email: 'member.email',
};
const FOOTER_OFFICE = {
  name: 'benefits_office.name',
  nameFr: 'benefits_office.name_fr',
  address: 'benefits_office.address',
  city: 'benefits_office.city',
  province: 'benefits_office.province',
  postalCode: 'benefits_office.postal_code',
  telephone: 'benefits_office.telephone',
  freephone: 'benefits_office.freephone',
  fax: 'benefits_office.fax',
};
const PLAN = {
  planNumber: 'plan.plan_number',
  planName: 'plan.plan_name',
  planNameFr: 'plan.plan_name_fr',
  effectiveDate: 'plan.effective_date',
  // Braces and case are dropped before it is stored in the uuid column.
  planIdentityId: 'plan.plan_identity_id',
};

/** Where each string of each body and query is stored or searched (`table.column`); null when it is neither. */
const COLUMNS: Record<string, Record<string, string | null>> = {
  'GET /provider query': { search: 'provider.provider_name', status: null, sort: null, order: null, limit: null, page: null },
  'POST /provider/:id/suspend body': { adminMessage: 'provider.admin_message' },
  'POST /provider body': { ...PROFILE, language: 'provider.language' },
  'PUT /provider/:id/language body': { language: 'provider.language' },
  'PUT /provider/:id body': PROFILE,
  'POST /coverages body': { name: 'coverage.name', nameFr: 'coverage.name_fr' },
  'PUT /coverages/:id body': { name: 'coverage.name', nameFr: 'coverage.name_fr' },
  'POST /plans body': PLAN,
  'PUT /plans/:id body': PLAN,
  'POST /claims body': {
    officeId: 'claim.office_id',
    memberId: 'claim.member_id',
    memberEmail: 'claim.member_email',
    accidentType: 'claim.accident_type',
    'expenses[].patientId': 'expense.dependant_no',
    'expenses[].expenseDate': 'expense.expense_date',
    'expenses[].referral.referralDate': 'expense.referral_date',
    // The referral's physician and number are kept in the line's comments.
    'expenses[].referral.physicianName': 'expense.comments',
    'expenses[].referral.registrationNumber': 'expense.comments',
    'receipts[].fileName': 'claim_receipt.file_name',
    'receipts[].contentType': 'claim_receipt.content_type',
    'receipts[].data': 'claim_receipt.data',
  },
  // The note becomes a parameter of the claim's reason, in its JSON.
  'PUT /claims/:claimId/setStatus body': { status: 'claim.status', note: 'claim.reasons' },
  // The reason becomes a parameter of the claim's `voided` reason, in its JSON.
  'POST /claims/:claimId/void body': { reason: 'claim.reasons' },
  'GET /coverage-check query': { officeId: 'office.id', memberId: 'member.member_id', patientId: 'expense.dependant_no' },
  'GET /claims query': CLAIM_SEARCH,
  'GET /claims/export query': CLAIM_SEARCH,
  'GET /claims/summary query': { days: null, timeZone: null },
  'GET /claims/UpdateStatus query': { since: null },
  'POST /payment-runs body': { paymentDate: 'payment_run.payment_date' },
  'GET /payment-runs query': { limit: null, page: null },
  'GET /payments query': {
    officeId: 'deposit.office_id',
    runId: 'deposit.run_id',
    dateFrom: 'deposit.payment_date',
    dateTo: 'deposit.payment_date',
    limit: null,
    page: null,
  },
  'GET /audit query': {
    providerName: 'change_request.provider_name',
    providerNumber: 'change_request.provider_number',
    approvalStatus: 'change_request.approval_status',
    timestamp: 'change_request.timestamp',
    sort: null,
    order: null,
    limit: null,
    page: null,
  },
  'PUT /audit/:id body': { approvalStatus: 'change_request.approval_status' },
  'GET /member query': MEMBER_SEARCH,
  'GET /provider/:providerId/member query': MEMBER_SEARCH,
  'POST /homepage body': { html: 'homepage.html', htmlFr: 'homepage.html_fr' },
  'PUT /homepage/:id body': { html: 'homepage.html', htmlFr: 'homepage.html_fr' },
  'POST /benefitsOffices body': FOOTER_OFFICE,
  'PUT /benefitsOffices/:id body': FOOTER_OFFICE,
  'POST /email body': {
    name: 'contact_message.name',
    email: 'contact_message.email',
    subject: 'contact_message.subject',
    message: 'contact_message.message',
  },
};

interface Column {
  data_type: string;
  character_maximum_length: number | null;
}

const api = await startTestApi();
afterAll(() => api.close());
const contracts = requestContractsOf(api.app).map(({ name, schema }) => ({
  name,
  strings: stringsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema),
}));
const columns = new Map(
  (
    await api.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<(Column & { name: string })[]>(
        `select table_name || '.' || column_name as name, data_type, character_maximum_length
         from information_schema.columns where table_schema = current_schema()`,
      )
  ).map((column) => [column.name, column]),
);

describe('request contracts and database columns', () => {
  it('reads the contracts of the routes', () => {
    expect(contracts.length).toBeGreaterThan(30);
    expect(contracts.map((c) => c.name)).toEqual(expect.arrayContaining(['PUT /provider/:id body', 'GET /claims query']));
  });

  it('gives every string of every body, query and path parameter a maximum', () => {
    const unbounded = contracts.flatMap(({ name, strings }) =>
      strings.filter(([, node]) => node.maxLength === undefined && !isChoice(node)).map(([path]) => `${name} ${path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('says where every string of every body and query is stored or searched', () => {
    const unmapped = contracts
      .filter(({ name }) => !name.includes(' param'))
      .flatMap(({ name, strings }) =>
        strings.filter(([path]) => COLUMNS[name]?.[path] === undefined).map(([path]) => `${name} ${path}`),
      );
    expect(unmapped).toEqual([]);
    const known = new Set(contracts.flatMap(({ name, strings }) => strings.map(([path]) => `${name} ${path}`)));
    const stale = Object.entries(COLUMNS).flatMap(([name, fields]) =>
      Object.keys(fields)
        .map((path) => `${name} ${path}`)
        .filter((field) => !known.has(field)),
    );
    expect(stale).toEqual([]);
  });

  it("takes at most as many characters as each string's column holds, and exactly that many", () => {
    const mismatches = contracts.flatMap(({ name, strings }) =>
      strings.flatMap(([path, node]) => {
        const reference = COLUMNS[name]?.[path];
        if (!reference) return [];
        const column = columns.get(reference);
        if (!column) return [`${name} ${path}: no column ${reference}`];
        const length = column.character_maximum_length;
        if (length === null) return [];
        if (node.enum) {
          const longest = Math.max(...node.enum.map((value) => String(value).length));
          return longest <= length ? [] : [`${name} ${path}: a choice of ${longest} characters, ${reference} holds ${length}`];
        }
        if (isChoice(node) || node.maxLength === length) return [];
        return [`${name} ${path}: at most ${node.maxLength} characters, ${reference} holds ${length}`];
      }),
    );
    expect(mismatches).toEqual([]);
  });
});
