import { useId } from 'react';

export interface BarDatum {
  readonly label: string;
  readonly value: number;
}

export interface BarChartProps {
  readonly title: string;
  /** What the chart shows in one sentence: the image's text alternative. */
  readonly summary: string;
  readonly data: readonly BarDatum[];
  /** Column headings of the data table screen readers can browse instead of the picture. */
  readonly columns: { readonly label: string; readonly value: string };
}

const WIDTH = 300;
const HEIGHT = 100;
/** The portal's primary blue bars on a dark grey axis: both over 4.5:1 against white. */
const BAR_COLOUR = '#0b5cab';
const AXIS_COLOUR = '#52606d';

/** A small SVG bar chart: the picture is one image with a text alternative, the numbers a visually hidden table. */
export function BarChart({ title, summary, data, columns }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const slot = WIDTH / Math.max(1, data.length);
  return (
    <figure aria-labelledby={titleId} style={{ margin: '1.5rem 0', maxWidth: '48rem' }}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: '0.5rem' }}>
        {title}
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        style={{ display: 'block', width: '100%', height: '10rem' }}
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke={AXIS_COLOUR} strokeWidth={1} />
        {data.map((datum, index) => {
          const height = (datum.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={datum.label}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              fill={BAR_COLOUR}
            />
          );
        })}
      </svg>
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
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
