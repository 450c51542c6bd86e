import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [2, 2, [0, 1, 2]],
    [3, 5, [0, 5]],
    [7, 10, [0, 5, 10]],
    [10, 10, [0, 5, 10]],
    [11, 20, [0, 10, 20]],
    [480, 500, [0, 250, 500]],
    [12_345.67, 20_000, [0, 10_000, 20_000]],
  ])('puts %p under a round top %p with ticks %p', (max, top, ticks) => {
    expect(chartScale(max)).toEqual({ top, ticks });
  });
});
