import type { TFunction } from 'i18next';
import { flushSync } from 'react-dom';
import type { ToastContent } from 'react-toastify';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { TOASTS_ID } from './toasts';

/**
 * Moves the focus within a radio group to its chosen option, where Tab enters the group: placing an
 * error focuses a group's first option, which a reader would take for the one refused.
 */
function focusChosenOption(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement) || focused.type !== 'radio' || focused.checked) return;
  const options = Array.from(focused.form?.elements ?? []).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'radio' && element.name === focused.name,
  );
  options.find((option) => option.checked)?.focus();
}

/** Whether the page shows `text`; a toast that says it does not count, as it is on its way out. */
function shownOnPage(text: string): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(text) && !node.parentElement?.closest(`#${TOASTS_ID}`)) return true;
  }
  return false;
}

/**
 * A failed submit: the server's field errors beside their fields, the first one focused; the server's
 * message in a toast (docs/spec.md §8) only when no field shows why, so a reader is not told the same thing twice.
 * A field error that no field shows (none takes it, or its field is not on screen or shows no message)
 * goes in a toast, so no refusal leaves the reader without its reason.
 */
export function reportFormError(
  error: unknown,
  form: { placeServerErrors(error: unknown): boolean },
  t: TFunction,
  toast: { error(content: ToastContent): void },
): void {
  // Drawn at once, so the page can be read for what the fields now show.
  if (!flushSync(() => form.placeServerErrors(error))) {
    toast.error(describeError(error, t));
    return;
  }
  focusChosenOption();
  const firsts = Object.values(serverErrorBody(error)?.errors ?? {}).flatMap((messages) =>
    messages.slice(0, 1),
  );
  const unshown = [...new Set(firsts)].filter((message) => !shownOnPage(message));
  if (unshown.length) toast.error(unshown.join(' '));
}
