import { describeRemotePages } from '@portal/web-testing';
import { remote } from './remote';
import pages from './routes';

// The shell provides the signed-in session; the pages only read it.
jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: jest.fn(), providerId: null }) }));

describeRemotePages(remote, pages);
