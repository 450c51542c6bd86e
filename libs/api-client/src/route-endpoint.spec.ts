import { route } from '@portal/contracts';
import type { z } from 'zod';
import { routeEndpoint, routeRequest } from './route-endpoint';

const setStatus = route<{
  body: z.ZodObject<{ status: z.ZodEnum<{ A: 'A'; R: 'R' }> }>;
  response: z.ZodObject<{ claimId: z.ZodString }>;
}>()('PUT', '/claims/:claimId/setStatus');
const search = route<{ query: z.ZodObject<{ status: z.ZodOptional<z.ZodString> }>; response: z.ZodArray<z.ZodString> }>()(
  'GET',
  '/claims',
);
const refresh = route<{ response: z.ZodObject<{ changed: z.ZodArray<z.ZodString> }> }>()('GET', '/claims/UpdateStatus');

describe('a route endpoint', () => {
  it('sends the method, the filled path and the body', () => {
    expect(routeRequest(setStatus, { claimId: 'CPP 1', body: { status: 'A' } })).toEqual({
      url: '/claims/CPP%201/setStatus',
      method: 'PUT',
      body: { status: 'A' },
    });
  });

  it('sends the query as parameters, and nothing for a route without arguments', () => {
    expect(routeEndpoint(search).query({ query: { status: 'P' } })).toEqual({
      url: '/claims',
      method: 'GET',
      params: { status: 'P' },
    });
    expect(routeEndpoint(refresh).query()).toEqual({ url: '/claims/UpdateStatus', method: 'GET' });
    expect(routeEndpoint(search).query({ query: {} })).toEqual({ url: '/claims', method: 'GET' });
  });

  it("answers with the contract's type", () => {
    const answer: string[] = routeEndpoint(search).transformResponse(['CPP1']);
    // @ts-expect-error the answer is the contract's, not any other
    const wrong: number[] = routeEndpoint(search).transformResponse(['CPP1']);
    expect([answer, wrong]).toEqual([['CPP1'], ['CPP1']]);
  });
});
