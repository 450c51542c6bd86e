import { routesOf } from '@portal/auth';
import pages from './routes';

it('exports a page for exactly the routes the table gives mf-claims-admin', () => {
  expect(Object.keys(pages).sort()).toEqual(routesOf('claimsAdmin').map((route) => route.path).sort());
});
