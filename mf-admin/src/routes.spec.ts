import { routesOf } from '@portal/auth';
import pages from './routes';

it('exports a page for exactly the routes the table gives mf-admin', () => {
  expect(Object.keys(pages).sort()).toEqual(routesOf('admin').map((route) => route.path).sort());
});
