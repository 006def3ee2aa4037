/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The callback given to locator.evaluate runs in the browser.
import type { Locator } from '@playwright/test';

/**
 * What of a part of a page (the toolbar above a list, say) does not show whole at this width: a select
 * or search box whose text (the chosen option, the placeholder) is wider than the room inside it, or a
 * button whose label breaks onto a second line. Answers one line per such control, empty when all fit.
 */
export function cutControls(part: Locator): Promise<string[]> {
  return part.evaluate((toolbar) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (element: Element, text: string) => {
      const style = getComputedStyle(element);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const room = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const cut: string[] = [];
    for (const select of toolbar.querySelectorAll('select')) {
      const text = select.selectedOptions[0]?.textContent ?? '';
      if (textWidth(select, text) > room(select)) cut.push(`select "${text}" in ${room(select)} px`);
    }
    for (const input of toolbar.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (textWidth(input, input.placeholder) > room(input)) cut.push(`placeholder "${input.placeholder}"`);
    }
    for (const button of toolbar.querySelectorAll<HTMLElement>('button, a')) {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        // Text for screen readers only sits in a 1 px box of its own: it is no line on screen.
        if (text.parentElement!.offsetWidth <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      if (tops.size > 1 || button.scrollWidth > button.clientWidth)
        cut.push(`button "${button.textContent}" on ${tops.size} lines`);
    }
    return cut;
  });
}
