import { antdPageEntry } from '@portal/ui-antd';

export default antdPageEntry(() => import(/* webpackMode: "eager" */ './new-claim-page').then((m) => m.NewClaimPage));
