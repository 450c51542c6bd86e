import { z } from 'zod';
import { openApiPathOf, route, routePath, type RouteArgs, type RouteResponse } from './route';

const voidClaim = route({
  method: 'POST',
  path: '/claims/:claimId/void',
  params: { claimId: z.string() },
  body: z.object({ reason: z.string() }),
  response: z.object({ claimId: z.string(), status: z.literal('V') }),
});
const summary = route({
  method: 'GET',
  path: '/claims/summary',
  query: z.object({ days: z.coerce.number() }),
  response: z.number(),
});
const refresh = route({ method: 'GET', path: '/claims/UpdateStatus', response: z.object({ changed: z.array(z.string()) }) });

describe('a route contract', () => {
  it('fills its path parameters, encoded, and names a missing one', () => {
    expect(routePath(voidClaim, { claimId: 'CPP 1/2' })).toBe('/claims/CPP%201%2F2/void');
    expect(() => routePath(voidClaim, {})).toThrow('POST /claims/:claimId/void: no value for :claimId');
    expect(routePath(refresh)).toBe('/claims/UpdateStatus');
  });

  it('writes its path as the OpenAPI document does', () => {
    expect(openApiPathOf(voidClaim)).toBe('/api/claims/{claimId}/void');
  });

  it('types what a client passes and what it gets back', () => {
    const args: RouteArgs<typeof voidClaim> = { claimId: 'CPP1', body: { reason: 'Duplicate' } };
    const answer: RouteResponse<typeof voidClaim> = { claimId: 'CPP1', status: 'V' };
    const query: RouteArgs<typeof summary> = { query: { days: 7 } };
    const none: RouteArgs<typeof refresh> = undefined;
    // @ts-expect-error the body is required
    const noBody: RouteArgs<typeof voidClaim> = { claimId: 'CPP1' };
    // @ts-expect-error a voided claim's status is V
    const wrong: RouteResponse<typeof voidClaim> = { claimId: 'CPP1', status: 'A' };
    expect([args, answer, query, none, noBody, wrong]).toHaveLength(6);
  });
});
