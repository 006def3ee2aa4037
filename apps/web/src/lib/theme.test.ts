import { describe, expect, it } from 'vitest';
import { contrastColor, inkColor } from './theme';

describe('contrastColor', () => {
  it('puts white text on dark colours and black on light ones', () => {
    expect(contrastColor('#4f46e5')).toBe('#ffffff');
    expect(contrastColor('#111827')).toBe('#ffffff');
    expect(contrastColor('#fde047')).toBe('#000000');
    expect(contrastColor('#ffffff')).toBe('#000000');
  });
});

describe('inkColor', () => {
  it('keeps a brand colour that reads on white, for links and focus outlines', () => {
    expect(inkColor('#4f46e5')).toBe('#4f46e5');
    expect(inkColor('#0f766e')).toBe('#0f766e');
  });

  it('gives way to near-black when the brand colour is too light to read on white', () => {
    expect(inkColor('#fde047')).toBe('#18181b');
    expect(inkColor('#22c55e')).toBe('#18181b');
  });
});
