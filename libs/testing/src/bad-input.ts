import type { Role } from '@portal/contracts';

/**
 * A valid request to one operation, which the API's bad-input suite (services/api/src/bad-input.int.spec.ts)
 * spoils value by value. Each domain keeps its operations' examples beside its code
 * (`services/<domain>/src/testing/bad-input-examples.ts`), keyed `METHOD /api/path/{param}` as in the
 * OpenAPI document; an operation without one fails the suite.
 */
export interface BadInputExample {
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: () => Record<string, string>;
  body?: () => unknown;
  /** The provider the Provider caller is (the demo `provider` when not given). */
  provider?: string;
  /** Puts back, before each request, the state the example needs to reach the database. */
  reset?: () => Promise<unknown>;
}

/** What a domain's examples may use to find or make the demo data they start from. */
export interface BadInputContext {
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** A request signed in as `role` (as `providerId` for a Provider): its status and JSON body. */
  send(
    method: string,
    url: string,
    role: Role,
    options?: { providerId?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; json: unknown }>;
  /** A number not handed out before in this run, for values that must differ between requests. */
  unique(): number;
  /** `yyyy-mm-dd` of `days` days before today. */
  daysAgo(days: number): string;
}

export type BadInputExamples = (context: BadInputContext) => Promise<Record<string, BadInputExample>>;

/**
 * Where each string of each request body and query is stored or searched (`table.column`; null when
 * it is neither), keyed like `PUT /provider/:id body`: the API's contract-columns suite checks each
 * contract's maximum against its column. Each domain keeps the map of its routes beside its code.
 */
export type ContractColumns = Record<string, Record<string, string | null>>;
