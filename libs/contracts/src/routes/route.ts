import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The `:name` parameters of a path, e.g. `'claimId'` for `/claims/:claimId/void`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One API route, declared once: the Nest controller maps and validates it (`@Endpoint`), the RTK Query endpoint
 * builds its request and types its answer from it (`routeEndpoint`), and the OpenAPI test holds the document to it.
 */
export interface Route<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Response extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: Method;
  /** Under `/api`, with Nest's `:name` parameters. */
  readonly path: Path;
  /** A schema per path parameter the server validates it with. */
  readonly params: { readonly [Name in PathParamNames<Path>]: z.ZodType<string> };
  readonly query: Query;
  readonly body: Body;
  /** The success answer's JSON. */
  readonly response: Response;
}

export type AnyRoute = Route<HttpMethod, string, z.ZodType, z.ZodType | undefined, z.ZodType | undefined>;

export const route = <
  const Method extends HttpMethod,
  const Path extends string,
  Response extends z.ZodType,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(contract: {
  readonly method: Method;
  readonly path: Path;
  readonly response: Response;
  readonly query?: Query;
  readonly body?: Body;
  readonly params?: { readonly [Name in PathParamNames<Path>]: z.ZodType<string> };
}): Route<Method, Path, Response, Query, Body> => ({
  method: contract.method,
  path: contract.path,
  response: contract.response,
  query: contract.query as Query,
  body: contract.body as Body,
  params: contract.params ?? ({} as Route<Method, Path>['params']),
});

/** What the server answers on success. */
export type RouteResponse<R extends AnyRoute> = z.output<R['response']>;

type ParamsPart<R extends AnyRoute> = { readonly [Name in PathParamNames<R['path']>]: string };
type QueryPart<R extends AnyRoute> = R['query'] extends z.ZodType ? { readonly query: z.input<R['query']> } : unknown;
type BodyPart<R extends AnyRoute> = R['body'] extends z.ZodType ? { readonly body: z.input<R['body']> } : unknown;
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
