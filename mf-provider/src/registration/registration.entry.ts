import { antdPageEntry } from '@portal/ui-antd';

export default antdPageEntry(() => import(/* webpackMode: "eager" */ './registration-page').then((m) => m.RegistrationPage));
