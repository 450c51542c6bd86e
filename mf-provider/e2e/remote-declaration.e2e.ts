import { testRemoteDeclaration } from '@portal/e2e-support';
import { remote } from '../src/remote';

// mf-provider's guard and side-link expectations come from its own declaration, checked against the deployed portal.
testRemoteDeclaration('provider', remote);
