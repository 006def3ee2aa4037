import { describe, expect, it } from 'vitest';
import { embedMessage } from '@platform/contract';
import { announcedParentOrigin, detectFrame, isInFrame, isParentMessage, runsInFrame } from './embed-frame';

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

describe('the announced parent origin', () => {
  const search = (value: string) => `?embed_parent=${encodeURIComponent(value)}`;

  it('takes a plain http or https origin', () => {
    expect(announcedParentOrigin(search('https://www.example.com'))).toBe('https://www.example.com');
    expect(announcedParentOrigin(search('http://127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
  });

  it('refuses anything that is not exactly an origin', () => {
    expect(announcedParentOrigin('')).toBeNull();
    expect(announcedParentOrigin(search('https://www.example.com/shop'))).toBeNull();
    expect(announcedParentOrigin(search('https://www.example.com/'))).toBeNull();
    expect(announcedParentOrigin(search('javascript:alert(1)'))).toBeNull();
    expect(announcedParentOrigin(search('*'))).toBeNull();
    expect(announcedParentOrigin(search('null'))).toBeNull();
  });

  it('is not believed when the browser names another parent', () => {
    expect(announcedParentOrigin(search('https://a.example'), 'https://b.example')).toBeNull();
    expect(announcedParentOrigin(search('https://a.example'), 'https://a.example')).toBe('https://a.example');
  });
});

describe('messages from the host page', () => {
  const parent = {};
  const good = embedMessage('cart-changed', { cart_session_id: null });

  it('counts a well-formed message from the parent and its origin', () => {
    expect(
      isParentMessage(
        { source: parent, origin: 'https://a.example', data: good },
        parent,
        'https://a.example',
      ),
    ).toBe(true);
  });

  it('ignores another sender, another origin, another shape, or no announced parent', () => {
    expect(
      isParentMessage({ source: {}, origin: 'https://a.example', data: good }, parent, 'https://a.example'),
    ).toBe(false);
    expect(
      isParentMessage(
        { source: parent, origin: 'https://b.example', data: good },
        parent,
        'https://a.example',
      ),
    ).toBe(false);
    expect(
      isParentMessage(
        { source: parent, origin: 'https://a.example', data: { ...good, version: 2 } },
        parent,
        'https://a.example',
      ),
    ).toBe(false);
    expect(isParentMessage({ source: parent, origin: 'https://a.example', data: good }, parent, null)).toBe(
      false,
    );
  });
});
