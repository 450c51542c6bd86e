import type { z } from 'zod';
import { openApiPathOf, route, routePath, type RouteArgs, type RouteResponse } from './route';

const voidClaim = route<{
  params: { claimId: z.ZodString };
  body: z.ZodObject<{ reason: z.ZodString }>;
  response: z.ZodObject<{ claimId: z.ZodString; status: z.ZodLiteral<'V'> }>;
}>()('POST', '/claims/:claimId/void');
const summary = route<{ query: z.ZodObject<{ days: z.ZodCoercedNumber }>; response: z.ZodNumber }>()('GET', '/claims/summary');
const refresh = route<{ response: z.ZodObject<{ changed: z.ZodArray<z.ZodString> }> }>()('GET', '/claims/UpdateStatus');

describe('a route contract', () => {
  it('fills its path parameters, encoded, and names a missing one', () => {
    expect(routePath(voidClaim, { claimId: 'CPP 1/2' })).toBe('/claims/CPP%201%2F2/void');
    expect(() => routePath(voidClaim, {})).toThrow('POST /claims/:claimId/void: no value for :claimId');
    expect(routePath(refresh)).toBe('/claims/UpdateStatus');
  });

  it('is its method and path only: its schemas are types', () => {
    expect(voidClaim).toEqual({ method: 'POST', path: '/claims/:claimId/void' });
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
