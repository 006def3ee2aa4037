import { describe, expect, it } from 'vitest';
import { detectFrame, isInFrame, runsInFrame } from './frame';

describe('frame detection', () => {
  it('sees a top-level page as not framed', () => {
    const win = {} as Window;
    expect(runsInFrame({ self: win, top: win })).toBe(false);
  });

  it('sees a page with another top as framed', () => {
    expect(runsInFrame({ self: {} as Window, top: {} as Window })).toBe(true);
  });

  it('treats a parent that refuses access as a frame', () => {
    const win = {
      self: {} as Window,
      get top(): Window {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(runsInFrame(win)).toBe(true);
  });

  it('remembers the answer', () => {
    detectFrame({ self: {} as Window, top: {} as Window });
    expect(isInFrame()).toBe(true);
  });
});
