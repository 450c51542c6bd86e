/**
 * The antd components whose styles the static stylesheet carries (ADR 044): every one the apps import
 * (`styled-components.spec.ts` checks) and those antd renders inside them: Table's pagination, page-size
 * Select, selection boxes, spinner, empty state and sorter tooltips; Form's grid; the pickers' buttons.
 * Node imports this file at build time: no imports here.
 */
export const STYLED_COMPONENTS = [
  'Alert',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'DatePicker',
  'Descriptions',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Input',
  'Modal',
  'Pagination',
  'Progress',
  'Radio',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Table',
  'Tag',
  'Tooltip',
  'Typography',
] as const;
