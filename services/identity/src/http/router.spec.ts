import { createRouter, type RouteHandler } from './router';

const handler: RouteHandler = async () => undefined;

describe('router', () => {
  const route = createRouter([
    { method: 'GET', path: '/interaction/:uid', handler },
    { method: 'POST', path: '/interaction/:uid/login', handler },
  ]);

  it('matches method and path and extracts parameters', () => {
    expect(route('GET', '/interaction/abc_D-1')).toEqual({ handler, path: '/interaction/:uid', params: { uid: 'abc_D-1' } });
    expect(route('POST', '/interaction/xyz/login')?.params).toEqual({ uid: 'xyz' });
  });

  it('leaves everything else to the provider', () => {
    expect(route('POST', '/interaction/abc')).toBeUndefined();
    expect(route('GET', '/interaction/a/b')).toBeUndefined();
    expect(route('GET', '/interaction/%3Cx%3E')).toBeUndefined();
    expect(route('GET', '/auth')).toBeUndefined();
  });
});
