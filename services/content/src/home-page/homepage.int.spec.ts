import { MikroORM } from '@mikro-orm/postgresql';
import { homepageSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

const HOSTILE =
  '<h2>Spring notice</h2><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe><p onclick="alert(4)">Office closed Monday.</p>';

describe('home page writes (SuperAdmin only, sanitised, audited)', () => {
  let api: TestApi;
  let orm: MikroORM;

  const stored = async (id: number) =>
    (await orm.em.fork().getConnection().execute<{ html: string }[]>('select html from homepage where id = ?', [id]))[0]?.html;

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
  });
  afterAll(() => api?.close());

  it('stores only sanitised HTML, serves it as the current page and audits each change', async () => {
    const superAdmin = await api.token(Role.SuperAdmin);
    const created = await api.send('POST', '/api/homepage', superAdmin, { html: HOSTILE });
    expect(created.statusCode).toBe(201);
    const page = homepageSchema.parse(created.json());
    const html = await stored(page.id as number);
    for (const dangerous of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', 'alert(2)'])
      expect(html).not.toContain(dangerous);
    expect(html).toContain('<h2>Spring notice</h2>');
    expect(html).toContain('Office closed Monday.');
    const current = await api.get('/api/homepage', await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider));
    expect(homepageSchema.parse(current.json())).toEqual({ id: page.id, html, htmlFr: null });

    const updated = await api.send('PUT', `/api/homepage/${page.id}`, superAdmin, { html: '<p>Updated</p><script>x()</script>' });
    expect(homepageSchema.parse(updated.json()).html).toBe('<p>Updated</p>');
    expect((await api.send('DELETE', `/api/homepage/${page.id}`, superAdmin)).statusCode).toBe(204);
    expect((await api.send('PUT', `/api/homepage/${page.id}`, superAdmin, { html: '<p>x</p>' })).statusCode).toBe(404);
    const audit = await orm.em
      .fork()
      .getConnection()
      .execute(`select action from audit_entry where subject_type = 'homepage' and subject_id = ? order by id`, [
        String(page.id),
      ]);
    expect(audit).toEqual([{ action: 'homepage.create' }, { action: 'homepage.update' }, { action: 'homepage.delete' }]);
  });

  it('refuses home page writes to every other role (403) and without a token (401)', async () => {
    for (const token of [
      await api.token(Role.Administrator),
      await api.token(Role.ClaimsAdmin),
      await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider),
    ]) {
      expect((await api.send('POST', '/api/homepage', token, { html: '<p>x</p>' })).statusCode).toBe(403);
      expect((await api.send('PUT', '/api/homepage/1', token, { html: '<p>x</p>' })).statusCode).toBe(403);
      expect((await api.send('DELETE', '/api/homepage/1', token)).statusCode).toBe(403);
    }
    expect((await api.send('POST', '/api/homepage', null, { html: '<p>x</p>' })).statusCode).toBe(401);
    expect((await api.send('POST', '/api/homepage', await api.token(Role.SuperAdmin), { html: 42 })).statusCode).toBe(400);
  });
});
