import { antdPageEntry } from '@portal/ui-antd';

export default antdPageEntry(() =>
  import(/* webpackMode: "eager" */ './search-submissions-page').then((m) => m.SearchSubmissionsPage),
);
