import type { z } from 'zod';
import type { AnyRoute, BodySchemaOf, PathParamNames, QuerySchemaOf, TypesOf } from './route';

type ParamSchema<R extends AnyRoute, Name extends string> =
  TypesOf<R> extends { readonly params: infer Params } ? (Name extends keyof Params ? Params[Name] : z.ZodType<unknown, string>) : z.ZodType<unknown, string>;

/** The schemas a route's types name: one per path parameter, the query and the body when it takes them, the answer. */
export type RouteSchemas<R extends AnyRoute> = { readonly response: TypesOf<R>['response'] } & (QuerySchemaOf<R> extends z.ZodType
  ? { readonly query: QuerySchemaOf<R> }
  : { readonly query?: undefined }) &
  (BodySchemaOf<R> extends z.ZodType ? { readonly body: BodySchemaOf<R> } : { readonly body?: undefined }) &
  ([PathParamNames<R['path']>] extends [never]
    ? { readonly params?: undefined }
    : { readonly params: { readonly [Name in PathParamNames<R['path']>]: ParamSchema<R, Name> } });

/** A route with its schemas, as the server validates and documents it. */
export type BoundRoute<R extends AnyRoute = AnyRoute> = R & RouteSchemas<R>;

/** Any route with its schemas. */
export type AnyBoundRoute = AnyRoute & {
  readonly response: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: Readonly<Record<string, z.ZodType<unknown, string>>>;
};

/**
 * What a domain's `…RouteSchemas` table `satisfies`: every route of its routes table, spread, with the schemas
 * its types name (a missing route, a missing or different schema does not compile).
 */
export type RouteSchemaTable<Routes extends Readonly<Record<string, AnyRoute>>> = {
  readonly [Key in keyof Routes]: BoundRoute<Routes[Key]>;
};
