import { antdPageEntry } from '@portal/ui-antd';

export default antdPageEntry(() => import(/* webpackMode: "eager" */ './profile-page').then((m) => m.ProfilePage));
