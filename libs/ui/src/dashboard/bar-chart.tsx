import { useId, type CSSProperties } from 'react';
import { chartScale } from './chart-scale';

export interface BarDatum {
  readonly label: string;
  readonly value: number;
}

export interface BarChartProps {
  readonly title: string;
  /** What the chart shows in one sentence: the image's text alternative. */
  readonly summary: string;
  readonly data: readonly BarDatum[];
  /** Column headings of the data table screen readers can browse instead of the picture; `value` names the legend. */
  readonly columns: { readonly label: string; readonly value: string };
  /** Shown instead of the picture when there is nothing to draw (no data, or every value 0). */
  readonly empty?: string;
  /** A value as people read it (money, say); numbers in the page's language by default. */
  readonly formatValue?: (value: number) => string;
  /** A bar's label under the axis, shorter than the table's (e.g. a day without its year). */
  readonly formatLabel?: (label: string) => string;
}

/** The portal's primary blue bars, dark grey axis and text: each over 4.5:1 against white. */
const BAR = '#0b5cab';
const AXIS = '#52606d';
const GRID = '#d9dde3';
const PLOT_HEIGHT = 160;
/** More bars than this and only every n-th label and no value fit under and above them. */
const ALL_LABELS_UP_TO = 12;

const small: CSSProperties = { fontSize: 12, lineHeight: '16px', color: AXIS, fontVariantNumeric: 'tabular-nums' };

/**
 * A bar chart in HTML and CSS (text stays readable at any width, in either language): a y axis with
 * rounded ticks, gridlines, a value above each bar when they fit, labels under the axis and a legend.
 * The picture is one image named by `summary`; the numbers are a visually hidden table.
 */
export function BarChart({ title, summary, data, columns, empty, formatValue, formatLabel = (label) => label }: BarChartProps) {
  const titleId = useId();
  // The portal keeps <html lang> on the reader's language (callers re-render when it changes).
  const format = formatValue ?? new Intl.NumberFormat(document.documentElement.lang || undefined).format;
  const { top, ticks } = chartScale(Math.max(0, ...data.map((datum) => datum.value)));
  const labelEvery = data.length <= ALL_LABELS_UP_TO ? 1 : Math.ceil(data.length / 6);
  const showValues = data.length <= ALL_LABELS_UP_TO;
  const nothing = data.every((datum) => datum.value === 0);
  return (
    <figure aria-labelledby={titleId} style={{ margin: '1.5rem 0', maxWidth: '48rem' }}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: '0.5rem' }}>
        {title}
      </figcaption>
      {nothing ? (
        <p style={{ color: AXIS }}>{empty ?? summary}</p>
      ) : (
        <div role="img" aria-label={summary}>
          <div style={{ ...small, display: 'flex', alignItems: 'center', gap: 6, marginBottom: 8 }}>
            <span style={{ width: 12, height: 12, background: BAR, display: 'inline-block' }} />
            {columns.value}
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 6 }}>
            <div style={{ position: 'relative', height: PLOT_HEIGHT, minWidth: '2ch' }}>
              {ticks.map((tick) => (
                <span
                  key={tick}
                  style={{ ...small, position: 'absolute', right: 0, bottom: `calc(${(tick / top) * 100}% - 8px)` }}
                >
                  {format(tick)}
                </span>
              ))}
            </div>
            <div
              style={{
                position: 'relative',
                height: PLOT_HEIGHT,
                display: 'flex',
                alignItems: 'flex-end',
                borderLeft: `1px solid ${AXIS}`,
                borderBottom: `1px solid ${AXIS}`,
              }}
            >
              {ticks.slice(1).map((tick) => (
                <span
                  key={tick}
                  style={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: `${(tick / top) * 100}%`,
                    borderTop: `1px dashed ${GRID}`,
                  }}
                />
              ))}
              {data.map((datum) => (
                <div
                  key={datum.label}
                  data-value={datum.value}
                  style={{
                    flex: '1 1 0',
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'flex-end',
                    alignItems: 'center',
                    minWidth: 0,
                  }}
                >
                  {showValues && <span style={{ ...small, color: '#1f1f1f' }}>{format(datum.value)}</span>}
                  <span
                    style={{ width: '70%', height: `${(datum.value / top) * 100}%`, background: BAR, position: 'relative' }}
                  />
                </div>
              ))}
            </div>
            <span />
            <div style={{ display: 'flex' }}>
              {data.map((datum, index) => (
                <span
                  key={datum.label}
                  style={{
                    ...small,
                    flex: '1 1 0',
                    minWidth: 0,
                    textAlign: 'center',
                    // A sparse label may spill over its empty neighbours; every label of a short chart wraps.
                    whiteSpace: labelEvery > 1 ? 'nowrap' : 'normal',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {index % labelEvery === 0 ? formatLabel(datum.label) : ''}
                </span>
              ))}
            </div>
          </div>
        </div>
      )}
      {/* A table sizes to its content whatever its width: the 1 px box must be a block around it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.label}</th>
              <th scope="col">{columns.value}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{format(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
