import { MikroORM } from '@mikro-orm/postgresql';
import { claimsContractColumns } from '@portal/claims/testing';
import { contentContractColumns } from '@portal/content/testing';
import { paymentsContractColumns } from '@portal/payments/testing';
import { plansContractColumns } from '@portal/plans/testing';
import { providersContractColumns } from '@portal/providers/testing';
import type { ContractColumns } from '@portal/testing';
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

function composeColumns(maps: ContractColumns[]): ContractColumns {
  const all: ContractColumns = {};
  for (const map of maps)
    for (const [contract, fields] of Object.entries(map)) {
      if (contract in all) throw new Error(`Two domains map the columns of ${contract}`);
      all[contract] = fields;
    }
  return all;
}

/** Where each string of each body and query is stored or searched: each domain's map, kept beside its routes. */
const COLUMNS = composeColumns([
  providersContractColumns,
  plansContractColumns,
  claimsContractColumns,
  contentContractColumns,
  paymentsContractColumns,
]);

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
