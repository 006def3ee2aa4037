import { describe, expect, it } from 'vitest';
import { moveBy, moveItem } from './move-item';

describe('moveItem', () => {
  it('moves an entry forward and backward', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it is for moves out of range', () => {
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('never changes the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('moveBy', () => {
  it('moves one place up or down and stops at the ends', () => {
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
