import type { Claim } from '@portal/contracts';
import { ResponsiveTable, type ResponsiveTableProps } from '@portal/ui-antd';

/** The claims' table (cards on a phone), a chunk of its own: antd's Table is loaded once there are rows to draw. */
export function ClaimsTable(props: ResponsiveTableProps<Claim>) {
  return <ResponsiveTable<Claim> {...props} />;
}
