export { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';
