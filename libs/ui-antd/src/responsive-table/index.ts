export { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';
export { usePhoneLayout } from './use-phone-layout';
