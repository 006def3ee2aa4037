import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** The id of the form the Save button submits; focusable (tabIndex -1), it takes the focus back. */
  form: string;
}

/** Stays at the bottom of the screen while there are changes, so Save is always in reach. */
export function SaveBar({ dirty, saving, onDiscard, form }: SaveBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  // Saved or discarded from the keyboard, the bar hides with the focus in it: hand it to the form.
  // The buttons are only `unavailable` meanwhile, as a disabled button would lose the focus at once.
  useLayoutEffect(() => {
    if (!dirty && bar.current?.contains(document.activeElement)) {
      document.getElementById(form)?.focus({ preventScroll: true });
    }
  }, [dirty, form]);
  return (
    <div
      ref={bar}
      // Hidden, it takes no room either: a form followed by other cards (the account tab) shows no gap.
      className={`sticky bottom-0 z-20 -mx-4 border-zinc-200 bg-white/95 px-4 backdrop-blur transition sm:-mx-6 sm:px-6 ${
        dirty
          ? 'mt-8 border-t py-3'
          : 'pointer-events-none mb-0 max-h-0 translate-y-full overflow-hidden opacity-0'
      }`}
      aria-hidden={!dirty}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="hidden items-center gap-2 text-sm font-medium text-zinc-700 sm:flex">
          <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
          {t('common.unsavedChanges')}
        </p>
        <div className="flex flex-1 gap-2 sm:flex-none">
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            onClick={onDiscard}
            unavailable={saving || !dirty}
            tabIndex={dirty ? 0 : -1}
          >
            {t('common.discard')}
          </Button>
          <Button
            type="submit"
            form={form}
            className="flex-1 sm:flex-none"
            loading={saving}
            unavailable={!dirty}
            tabIndex={dirty ? 0 : -1}
          >
            {t('common.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
