import { describe, expect, it } from 'vitest';
import { heightToReport } from './height-reporter';

describe('height reports', () => {
  it('reports the first height, rounded up so the frame never cuts a pixel off', () => {
    expect(heightToReport(null, 812.2)).toBe(813);
  });

  it('stays quiet while the height is unchanged, and reports growing and shrinking', () => {
    expect(heightToReport(813, 812.5)).toBeNull();
    expect(heightToReport(813, 1200)).toBe(1200);
    expect(heightToReport(1200, 640)).toBe(640);
  });
});
