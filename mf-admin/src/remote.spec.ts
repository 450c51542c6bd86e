import { describeRemotePages } from '@portal/web-testing';
import { remote } from './remote';
import pages from './routes';

describeRemotePages(remote, pages);
