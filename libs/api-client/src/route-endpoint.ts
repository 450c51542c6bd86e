import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { AnyRoute, RouteArgs, RouteResponse } from '@portal/contracts';
import { routePath } from '@portal/contracts/core';

/** The request of a call to `contract`: its method, its path filled in, its query and its body. */
export const routeRequest = <R extends AnyRoute>(contract: R, args: RouteArgs<R>): FetchArgs => {
  const parts = (args ?? {}) as { readonly query?: Record<string, unknown>; readonly body?: unknown } & Record<string, string>;
  return {
    url: routePath(contract, parts),
    method: contract.method,
    ...(parts.query && Object.keys(parts.query).length > 0 ? { params: parts.query } : {}),
    ...('body' in parts ? { body: parts.body } : {}),
  };
};

/** The route's answer as its contract types it, for an endpoint that builds its own request (to add a header). */
export const routeResponse =
  <R extends AnyRoute>(_contract: R) =>
  (body: unknown): RouteResponse<R> =>
    body as RouteResponse<R>;

/**
 * An RTK Query endpoint's request and answer from the route (its method and path; its schemas are types only, so
 * the page carries no zod): `build.query(routeEndpoint(claimRoutes.findOne))` takes the route's arguments and
 * gives its answer.
 */
export const routeEndpoint = <R extends AnyRoute>(contract: R) => ({
  query: (args: RouteArgs<R>): FetchArgs => routeRequest(contract, args),
  transformResponse: routeResponse(contract),
});
