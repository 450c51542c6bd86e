import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The `:name` parameters of a path, e.g. `'claimId'` for `/claims/:claimId/void`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's schemas as types (`typeof schema`): the answer, and the query and body when it takes them. */
export interface RouteTypes {
  readonly response: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Per path parameter; a parameter without one is a plain string. */
  readonly params?: Readonly<Record<string, z.ZodType<unknown, string>>>;
}

/**
 * One API route, declared once: its method and path, and its schemas as types only, so a client that imports it
 * carries no zod. Its `…RouteSchemas` table binds it to the schemas the Nest controller validates with
 * (`@Endpoint`) and the OpenAPI test holds the document to; the RTK Query endpoint builds its request and types
 * its answer from it (`routeEndpoint`).
 */
export interface Route<Method extends HttpMethod = HttpMethod, Path extends string = string, Types extends RouteTypes = RouteTypes> {
  readonly method: Method;
  /** Under `/api`, with Nest's `:name` parameters. */
  readonly path: Path;
  /** Never set: carries the schemas' types. */
  readonly types?: Types;
}

export type AnyRoute = Route<HttpMethod, string, RouteTypes>;

/** `route<{ body: typeof inputSchema; response: typeof resultSchema }>()('POST', '/claims')`. */
export const route =
  <Types extends RouteTypes>() =>
  <const Method extends HttpMethod, const Path extends string>(method: Method, path: Path): Route<Method, Path, Types> => ({
    method,
    path,
  });

export type TypesOf<R extends AnyRoute> = NonNullable<R['types']>;
type Schema<R extends AnyRoute, Key extends 'query' | 'body'> = TypesOf<R> extends { readonly [K in Key]: infer S extends z.ZodType } ? S : undefined;
export type QuerySchemaOf<R extends AnyRoute> = Schema<R, 'query'>;
export type BodySchemaOf<R extends AnyRoute> = Schema<R, 'body'>;
export type ResponseSchemaOf<R extends AnyRoute> = TypesOf<R>['response'];

/** What the server answers on success. */
export type RouteResponse<R extends AnyRoute> = z.output<ResponseSchemaOf<R>>;

type ParamsPart<R extends AnyRoute> = { readonly [Name in PathParamNames<R['path']>]: string };
type QueryPart<R extends AnyRoute> = QuerySchemaOf<R> extends z.ZodType ? { readonly query: z.input<QuerySchemaOf<R>> } : unknown;
type BodyPart<R extends AnyRoute> = BodySchemaOf<R> extends z.ZodType ? { readonly body: z.input<BodySchemaOf<R>> } : unknown;
type Args<R extends AnyRoute> = ParamsPart<R> & QueryPart<R> & BodyPart<R>;

/** What a client passes to call the route: its path parameters by name, `query` and `body` when it takes them. */
export type RouteArgs<R extends AnyRoute> = keyof Args<R> extends never ? void : Args<R>;

/** The route's path with its parameters filled in (encoded), e.g. `/claims/CPP110…/void`. */
export const routePath = (contract: AnyRoute, params: Readonly<Record<string, string>> = {}): string =>
  contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.method} ${contract.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });

/** The path as the OpenAPI document writes it, e.g. `/api/claims/{claimId}/void`. */
export const openApiPathOf = (contract: AnyRoute): string => `/api${contract.path.replace(/:(\w+)/g, '{$1}')}`;
