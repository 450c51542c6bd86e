import { warmUpIntl } from './warm-up-intl';

warmUpIntl();
postMessage('warm');
