import { antdPageEntry } from '@portal/ui-antd';

export default antdPageEntry(() => import(/* webpackMode: "eager" */ './payments-page').then((m) => m.PaymentsPage));
