import { attentionRouteSchemas, openApiPathOf, type AnyBoundRoute } from '@portal/contracts';
import { claimRouteSchemas } from '@portal/contracts/claims';
import { contactRouteSchemas } from '@portal/contracts/contact';
import { homepageRouteSchemas, officeRouteSchemas } from '@portal/contracts/content';
import { paymentRouteSchemas } from '@portal/contracts/payments';
import { memberRouteSchemas, planRouteSchemas } from '@portal/contracts/plans';
import { changeRequestRouteSchemas, providerRouteSchemas } from '@portal/contracts/providers';
import { openApiInputSchema, openApiSchema } from '@portal/server-core';
import type { OpenApiDocument } from './testing/openapi-operations';
import { startTestApi } from './testing/test-api';

/** The route contracts the controllers and clients share, by OpenAPI tag: every JSON route of these tags has one. */
const CONTRACTS: Record<string, readonly AnyBoundRoute[]> = {
  claims: Object.values(claimRouteSchemas),
  providers: Object.values(providerRouteSchemas),
  approvals: Object.values(changeRequestRouteSchemas),
  plans: Object.values(planRouteSchemas),
  members: Object.values(memberRouteSchemas),
  content: [...Object.values(homepageRouteSchemas), ...Object.values(officeRouteSchemas)],
  contact: Object.values(contactRouteSchemas),
  payments: Object.values(paymentRouteSchemas),
  'admin homes': Object.values(attentionRouteSchemas),
};
/** Downloads (CSV, bank files) answer a file, not JSON: they stay outside the contracts. */
const DOWNLOADS = new Set(['GET /api/claims/export', 'GET /api/payment-runs/{runId}/cpa005']);

interface Operation {
  tags?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const api = await startTestApi();
afterAll(() => api.close());
const document = (await api.get('/api/docs-json')).json() as OpenApiDocument & {
  paths: Record<string, Record<string, Operation>>;
};
const operation = (contract: AnyBoundRoute) => document.paths[openApiPathOf(contract)]?.[contract.method.toLowerCase()];
const success = (op: Operation) => (op.responses['200'] ?? op.responses['201'])?.content?.['application/json']?.schema;
/** A 204 route's contract answers `z.void()`: nothing to document. */
const answerOf = (contract: AnyBoundRoute) =>
  contract.response.def.type === 'void' ? undefined : openApiSchema(contract.response);

describe.each(Object.entries(CONTRACTS))('the %s route contracts', (tag, contracts) => {
  it.each(contracts.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s is served and documented as declared',
    (_, contract) => {
      const op = operation(contract);
      expect(op).toBeDefined();
      if (!op) return;
      expect(success(op)).toEqual(answerOf(contract));
      expect(op.requestBody?.content?.['application/json']?.schema).toEqual(
        contract.body ? openApiInputSchema(contract.body) : undefined,
      );
      expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(Object.keys(contract.params ?? {}));
      if (contract.query) {
        const { properties = {} } = openApiInputSchema(contract.query) as { properties?: Record<string, unknown> };
        const documented = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        expect(documented.sort()).toEqual(Object.keys(properties).sort());
      }
    },
  );

  it(`covers every JSON route tagged ${tag}`, () => {
    const declared = new Set(contracts.map((contract) => `${contract.method} ${openApiPathOf(contract)}`));
    const tagged = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.tags?.includes(tag))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.filter((key) => !declared.has(key) && !DOWNLOADS.has(key))).toEqual([]);
    expect(tagged.length).toBeGreaterThanOrEqual(declared.size);
  });
});
