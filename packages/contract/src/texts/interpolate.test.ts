import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.js';

describe('interpolate', () => {
  it('fills every placeholder, numbers written as they are', () => {
    expect(interpolate('{count} × {name}, {count} again', { count: 2, name: 'E-book' })).toBe(
      '2 × E-book, 2 again',
    );
  });

  it('leaves the placeholder of a missing value standing, and fills an empty one with nothing', () => {
    expect(interpolate('Hello {name},', {})).toBe('Hello {name},');
    expect(interpolate('Hello {name},', { name: undefined })).toBe('Hello {name},');
    expect(interpolate('Hello {name},', { name: null })).toBe('Hello {name},');
    expect(interpolate('Hello {name},', { name: '' })).toBe('Hello ,');
  });

  it('reads no other braces as placeholders', () => {
    expect(interpolate('{{name}} { name } {}', { name: 'x' })).toBe('{x} { name } {}');
  });
});
