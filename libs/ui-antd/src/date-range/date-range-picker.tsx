import { DatePicker, type GetProps } from 'antd';
import { useEffect, useRef } from 'react';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

export type DateRangePickerProps = Omit<RangePickerProps, 'placeholder'> & {
  /** The field's label: the start input has it through the form item; the end input is named after it. */
  readonly label: string;
  readonly from: string;
  readonly to: string;
};

/**
 * antd's range picker, full width, with an open end, whose end input has a name ("{label}: {to}"):
 * antd gives it none, and a form item's label names only the start input (WCAG 4.1.2).
 */
export function DateRangePicker({ label, from, to, ...props }: DateRangePickerProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelectorAll('input')[1]?.setAttribute('aria-label', `${label}: ${to}`);
  }, [label, to]);
  return (
    <div ref={box}>
      <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[false, true]} {...props} placeholder={[from, to]} />
    </div>
  );
}
