import 'reflect-metadata';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { route, type RouteSchemaTable } from '@portal/contracts';
import { z } from 'zod';
import { Endpoint, RouteBody, RouteParam, RouteQuery } from './endpoint.decorator';

const claimIdSchema = z.string().regex(/^\d+$/);
const voidSchema = z.object({ reason: z.string() });
const voidedSchema = z.object({ claimId: z.string(), status: z.literal('V') });
const pageSchema = z.object({ page: z.coerce.number() });
const idsSchema = z.array(z.string());
const routes = {
  voidClaim: route<{ params: { claimId: typeof claimIdSchema }; body: typeof voidSchema; response: typeof voidedSchema }>()(
    'POST',
    '/claims/:claimId/void',
  ),
  search: route<{ query: typeof pageSchema; response: typeof idsSchema }>()('GET', '/claims'),
};
const { voidClaim, search } = {
  voidClaim: { ...routes.voidClaim, params: { claimId: claimIdSchema }, body: voidSchema, response: voidedSchema },
  search: { ...routes.search, query: pageSchema, response: idsSchema },
} satisfies RouteSchemaTable<typeof routes>;

class ClaimsController {
  @Endpoint(voidClaim)
  voidClaim(@RouteParam(voidClaim, 'claimId') claimId: string, @RouteBody(voidClaim) _input: { reason: string }) {
    return Promise.resolve({ claimId, status: 'V' as const });
  }

  @Endpoint(search)
  search(@RouteQuery(search) _query: { page: number }) {
    return ['CPP1'];
  }

  // @ts-expect-error a method whose answer is not its route's does not compile
  @Endpoint(voidClaim)
  wrongAnswer() {
    return Promise.resolve({ claimId: '1', status: 'A' });
  }
}

describe('@Endpoint', () => {
  it("maps the method to its route's verb and full path", () => {
    const method = ClaimsController.prototype.voidClaim;
    expect(Reflect.getMetadata(PATH_METADATA, method)).toBe('/claims/:claimId/void');
    expect(Reflect.getMetadata(METHOD_METADATA, method)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata(METHOD_METADATA, ClaimsController.prototype.search)).toBe(RequestMethod.GET);
  });

  it('holds a routes table to its schemas', () => {
    const table = {
      // @ts-expect-error the answer is not the one the route declares
      voidClaim: { ...routes.voidClaim, params: { claimId: claimIdSchema }, body: voidSchema, response: idsSchema },
      // @ts-expect-error the query schema is missing
      search: { ...routes.search, response: idsSchema },
    } satisfies RouteSchemaTable<typeof routes>;
    expect(Object.keys(table)).toEqual(['voidClaim', 'search']);
  });

  it("validates the parameters with the route's schemas", () => {
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, ClaimsController, 'voidClaim') as Record<
      string,
      { data?: string; pipes: { transform: (value: unknown) => unknown }[] }
    >;
    const param = Object.values(args).find((arg) => arg.data === 'claimId');
    expect(param?.pipes[0]?.transform('123')).toBe('123');
    expect(() => param?.pipes[0]?.transform('abc')).toThrow();
    const query = Reflect.getMetadata(ROUTE_ARGS_METADATA, ClaimsController, 'search') as Record<
      string,
      { pipes: { transform: (value: unknown) => unknown }[] }
    >;
    expect(Object.values(query)[0]?.pipes[0]?.transform({ page: '2' })).toEqual({ page: 2 });
  });
});
