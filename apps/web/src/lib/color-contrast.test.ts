import { describe, expect, test } from 'vitest';
import { contrastRatio, relativeLuminance } from './color-contrast';

describe('contrast ratio', () => {
  test('black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
  });

  test('is the same in either order', () => {
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  test('matches published WCAG values against white', () => {
    // #767676 is the lightest grey that passes AA on white (4.54), #777777 just fails (4.48).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#4f46e5', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#facc15', '#ffffff')).toBeLessThan(2);
  });

  test('reads upper- and lowercase hex alike', () => {
    expect(relativeLuminance('#ABCDEF')).toBe(relativeLuminance('#abcdef'));
  });
});
