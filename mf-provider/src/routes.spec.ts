import { routesOf } from '@portal/auth';
import pages from './routes';

it('exports a page for exactly the routes the table gives mf-provider', () => {
  expect(Object.keys(pages).sort()).toEqual(routesOf('provider').map((route) => route.path).sort());
});
