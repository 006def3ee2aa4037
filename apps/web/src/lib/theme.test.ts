import { describe, expect, it } from 'vitest';
import { contrastColor } from './theme';

describe('contrastColor', () => {
  it('puts white text on dark colours and black on light ones', () => {
    expect(contrastColor('#4f46e5')).toBe('#ffffff');
    expect(contrastColor('#111827')).toBe('#ffffff');
    expect(contrastColor('#fde047')).toBe('#000000');
    expect(contrastColor('#ffffff')).toBe('#000000');
  });
});
