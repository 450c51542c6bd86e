import { route } from '@portal/contracts';
import { z } from 'zod';
import { routeEndpoint, routeRequest } from './route-endpoint';

const setStatus = route({
  method: 'PUT',
  path: '/claims/:claimId/setStatus',
  body: z.object({ status: z.enum(['A', 'R']) }),
  response: z.object({ claimId: z.string() }),
});
const search = route({
  method: 'GET',
  path: '/claims',
  query: z.object({ status: z.string().optional() }),
  response: z.array(z.string()),
});
const refresh = route({ method: 'GET', path: '/claims/UpdateStatus', response: z.object({ changed: z.array(z.string()) }) });

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
