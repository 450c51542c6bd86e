import { Param, Query, RequestMapping, RequestMethod } from '@nestjs/common';
import type { AnyBoundRoute, PathParamNames, RouteResponse } from '@portal/contracts';
import type { z } from 'zod';
import { ValidBody } from '../errors/valid-body.decorator';
import { ApiQueryOf } from '../openapi/api-query-of.decorator';
import { ZodValidationPipe, type ZodValidationOptions } from '../errors/zod-validation.pipe';

/** A service may hand back a readonly list. */
type Readable<T> = T extends (infer Item)[] ? readonly Item[] : T;
type Answer<R extends AnyBoundRoute> = Readable<RouteResponse<R>> | Promise<Readable<RouteResponse<R>>>;

/**
 * Maps a controller method to its route's (from a `…RouteSchemas` table) method and full path (the controller itself takes no prefix),
 * documents the contract's query parameters (with `queryDescriptions`), and holds the method to the contract's
 * answer: one that returns anything else does not compile.
 */
export const Endpoint =
  <R extends AnyBoundRoute>(contract: R, queryDescriptions: Record<string, string> = {}) =>
  <Method extends (...args: never[]) => Answer<R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ): void => {
    RequestMapping({ path: contract.path, method: RequestMethod[contract.method] })(target, key, descriptor);
    if (contract.query) ApiQueryOf(contract.query, queryDescriptions)(target, key, descriptor);
  };

/** The route's body, validated with its contract's schema and shown in the OpenAPI document. */
export const RouteBody = <R extends AnyBoundRoute & { readonly body: z.ZodType }>(
  contract: R,
  options?: ZodValidationOptions,
): ParameterDecorator => ValidBody(contract.body, options);

/** The route's query, validated with its contract's schema. */
export const RouteQuery = <R extends AnyBoundRoute & { readonly query: z.ZodType }>(contract: R): ParameterDecorator =>
  Query(new ZodValidationPipe(contract.query));

/** One of the route's path parameters, validated with its contract's schema. */
export const RouteParam = <R extends AnyBoundRoute & { readonly params: Readonly<Record<string, z.ZodType<unknown, string>>> }>(
  contract: R,
  name: PathParamNames<R['path']> & keyof R['params'],
): ParameterDecorator => Param(name, new ZodValidationPipe(contract.params[name] as z.ZodType));
