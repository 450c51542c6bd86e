/**
 * The y axis of a chart whose highest value is `max`: a round top (1, 2 or 5 times a power of ten, at
 * least `max`) and the ticks 0, half and top, whole numbers only.
 */
export function chartScale(max: number): { top: number; ticks: number[] } {
  if (max <= 1) return { top: 1, ticks: [0, 1] };
  const power = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= max) ?? 10 * power;
  const half = top / 2;
  return { top, ticks: Number.isInteger(half) ? [0, half, top] : [0, top] };
}
