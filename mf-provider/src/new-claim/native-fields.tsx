import { theme } from 'antd';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

/**
 * Native `<select>` and `<input type="date">` drawn with the portal's antd tokens: antd's Select and
 * DatePicker (with dayjs) weighed ~70 KB gzip of this page and most of its first render (ADR 042). The
 * browser's own lists and calendars are keyboard-operable and a real picker on phones.
 */
export function NativeFieldStyle() {
  const { token } = theme.useToken();
  return (
    <style>{`.native-field { box-sizing: border-box; width: 100%; height: ${token.controlHeight}px; padding: 0 ${token.paddingSM - 1}px; font: inherit; font-size: ${token.fontSize}px; color: ${token.colorText}; background: ${token.colorBgContainer}; border: ${token.lineWidth}px solid ${token.colorBorder}; border-radius: ${token.borderRadius}px; transition: border-color ${token.motionDurationMid}; }
.native-field:hover { border-color: ${token.colorPrimaryHover}; }
.native-field:focus { outline: none; border-color: ${token.colorPrimary}; box-shadow: 0 0 0 2px ${token.controlOutline}; }
.native-field[aria-invalid='true'] { border-color: ${token.colorError}; }
.native-field[aria-invalid='true']:focus { box-shadow: 0 0 0 2px ${token.colorErrorOutline}; }
.native-field:disabled { color: ${token.colorTextDisabled}; background: ${token.colorBgContainerDisabled}; cursor: not-allowed; }`}</style>
  );
}

export interface NativeOption<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

type NativeSelectProps<V extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  readonly options: readonly NativeOption<V>[];
  /** The first, unselectable entry while nothing is chosen. */
  readonly placeholder: string;
  readonly value?: V | null;
  readonly onChange?: (value: V | undefined) => void;
};

/** A choice whose value keeps the option's type (a coverage id stays a number). */
export function NativeSelect<V extends string | number>({
  options,
  placeholder,
  value,
  onChange,
  className,
  ...props
}: NativeSelectProps<V>) {
  return (
    <select
      {...props}
      className={`native-field ${className ?? ''}`.trim()}
      value={value ?? ''}
      onChange={(event) => onChange?.(options.find((option) => String(option.value) === event.target.value)?.value)}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { readonly value?: string | null };

/** A day as `YYYY-MM-DD`, typed or picked from the browser's calendar, `min`/`max` bounding the calendar. */
export function DateInput({ value, className, ...props }: DateInputProps) {
  return <input {...props} type="date" className={`native-field ${className ?? ''}`.trim()} value={value ?? ''} />;
}
