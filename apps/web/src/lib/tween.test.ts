import { describe, expect, it } from 'vitest';
import { tweenSteps } from './tween';

describe('tweenSteps', () => {
  it('moves in equal steps and ends on the new value', () => {
    expect(tweenSteps(0, 1000, 10)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });

  it('goes down as well as up, in whole cents', () => {
    const values = tweenSteps(999, 0, 10);
    expect(values).toHaveLength(10);
    expect(values.every(Number.isInteger)).toBe(true);
    expect(values.at(-1)).toBe(0);
  });
});
