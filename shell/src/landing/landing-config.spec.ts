import { readLandingConfig } from './landing-config';

const serving = (body: string, status = 200) => jest.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('landing config', () => {
  it('reads the API address and the maintenance flag from /config.json', async () => {
    const fetchFn = serving(JSON.stringify({ apiBaseUrl: 'http://localhost:3000/api', maintenance: true }));
    await expect(readLandingConfig(fetchFn)).resolves.toEqual({ apiBaseUrl: 'http://localhost:3000/api', maintenance: true });
    expect(fetchFn).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('is off maintenance unless the flag is true', async () => {
    await expect(readLandingConfig(serving(JSON.stringify({ apiBaseUrl: '/api', maintenance: 'yes' })))).resolves.toEqual({
      apiBaseUrl: '/api',
      maintenance: false,
    });
  });

  it('is null when the file is missing, not JSON or has no API address (the app explains)', async () => {
    await expect(readLandingConfig(serving('{}', 404))).resolves.toBeNull();
    await expect(readLandingConfig(serving('<html>'))).resolves.toBeNull();
    await expect(readLandingConfig(serving('null'))).resolves.toBeNull();
    await expect(readLandingConfig(serving(JSON.stringify({ issuer: 'x' })))).resolves.toBeNull();
  });
});
