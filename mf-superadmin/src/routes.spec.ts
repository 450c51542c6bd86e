import { routesOf } from '@portal/auth';
import pages from './routes';

it('exports a page for exactly the routes the table gives mf-superadmin', () => {
  expect(Object.keys(pages).sort()).toEqual(routesOf('superadmin').map((route) => route.path).sort());
});
