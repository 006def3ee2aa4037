/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { expect, type Page } from '@playwright/test';

/** How an element and its nearest ancestors draw a focus indicator: their outline and box shadow. */
interface Look {
  outline: string;
  shadow: string;
}

interface FocusState {
  /** The focused element as a person would name it: its tag and label or text. */
  described: string;
  name: string;
  onBody: boolean;
  /** The look of the element (and three ancestors) before the key press, if it was on the page. */
  before: Look[] | null;
  after: Look[];
}

/**
 * In the browser: `record` notes how every focusable element looks before a key press; `check` waits
 * for transitions to end and reports the focused element with its look then and now. An indicator
 * drawn on an ancestor counts, as with a card whose link is stretched over it.
 */
function focusProbe(mode: 'record' | 'check'): Promise<FocusState | null> {
  const look = (element: Element): Look[] => {
    const chain: Look[] = [];
    for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement) {
      const style = getComputedStyle(node);
      // Without a style an outline's width and colour draw nothing; Tailwind pads shadows with
      // transparent ones.
      chain.push({
        outline:
          style.outlineStyle === 'none'
            ? 'none'
            : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        shadow: style.boxShadow
          .split(/,(?![^(]*\))/)
          .map((shadow) => shadow.trim())
          .filter((shadow) => shadow !== 'none' && !shadow.startsWith('rgba(0, 0, 0, 0)'))
          .join(', '),
      });
    }
    return chain;
  };
  const store = window as unknown as { focusLooks?: WeakMap<Element, Look[]> };
  if (mode === 'record') {
    const looks = new WeakMap<Element, Look[]>();
    for (const element of Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]'),
    )) {
      looks.set(element, look(element));
    }
    store.focusLooks = looks;
    return Promise.resolve(null);
  }
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  return Promise.all(transitions.map((animation) => animation.finished.catch(() => null))).then(() => {
    const element = document.activeElement;
    const onBody = !element || element === document.body;
    // The text a screen reader would read: what aria-hidden hides (a count badge) left out.
    const text = (node: Node): string =>
      node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? '')
          : Array.from(node.childNodes).map(text).join(' ');
    const labels = (element as HTMLInputElement | null)?.labels;
    const name = (
      element?.getAttribute('aria-label') ?? (labels?.[0] ? text(labels[0]) : element ? text(element) : '')
    )
      .replace(/\s+/g, ' ')
      .trim();
    return {
      described: `<${element?.tagName.toLowerCase()}> "${name}"`,
      name,
      onBody,
      before: element ? (store.focusLooks?.get(element) ?? null) : null,
      after: element ? look(element) : [],
    };
  });
}

const drawn = (look: Look) => look.outline !== 'none' || look.shadow !== '';

/**
 * Whether focusing drew something: an outline or a ring (box shadow) that the element or a near
 * ancestor did not have before. Without a look from before, the element's own outline must show.
 */
function visibleFocus({ before, after }: FocusState): boolean {
  if (!before) return after[0] !== undefined && after[0].outline !== 'none';
  return after.some(
    (look, level) =>
      drawn(look) && (look.outline !== before[level]?.outline || look.shadow !== before[level]?.shadow),
  );
}

async function focusState(page: Page, after: string): Promise<FocusState> {
  const state = (await page.evaluate(focusProbe, 'check' as const))!;
  expect(state.onBody, `focus lost to <body> after ${after}`).toBe(false);
  return state;
}

/**
 * Fails when the focus stays on <body>: lost after a route change, a dialog or an action. The page
 * gets a moment, as the focus moves on once the new content has rendered.
 */
export async function expectFocusKept(page: Page, after: string): Promise<string> {
  await page
    .waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, {
      timeout: 2000,
    })
    .catch(() => null);
  return (await focusState(page, after)).name;
}

/** Presses a key on the focused control (Enter, Space, a letter) and checks the focus is not lost. */
export async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  return expectFocusKept(page, key);
}

/**
 * Tabs (or with `backwards`, Shift+Tabs) to the control whose name matches, checking that every
 * control on the way shows that it has the focus.
 */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false } = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const passed: string[] = [];
  for (let step = 0; step < 60; step += 1) {
    await page.evaluate(focusProbe, 'record' as const);
    await page.keyboard.press(key);
    const state = await focusState(page, key);
    expect(visibleFocus(state), `no visible focus indicator on ${state.described}`).toBe(true);
    if (matches(state.name)) return;
    passed.push(state.described);
  }
  throw new Error(`${key} never reached ${String(name)}; passed:\n${passed.join('\n')}`);
}
