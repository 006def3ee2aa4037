import { useEffect, useState } from 'react';
import { Button } from './button';
import { CheckIcon } from './icons';
import { notify } from './toasts';

const CONFIRM_MS = 2_000;

export interface CopyButtonLabels {
  copy: string;
  copied: string;
  failed: string;
}

/** Copies a text to the clipboard and says so for a moment; the caller names it in its own words. */
export function CopyButton({
  text,
  labels,
  ariaLabel,
}: {
  text: string;
  labels: CopyButtonLabels;
  ariaLabel?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify.error(labels.failed);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={ariaLabel}>
      {copied ? <CheckIcon className="size-4 text-emerald-600" /> : null}
      <span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
    </Button>
  );
}
