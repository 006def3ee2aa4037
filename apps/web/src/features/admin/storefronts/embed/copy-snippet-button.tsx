import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CheckIcon } from '@/components/icons';
import { notify } from '@/components/toasts';

const CONFIRM_MS = 2_000;

/** Copies the snippet and says so for a moment. */
export function CopySnippetButton({ text }: { text: string }) {
  const { t } = useTranslation();
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
      notify.error(t('embed.copyFailed'));
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {copied ? <CheckIcon className="size-4 text-emerald-600" /> : null}
      <span aria-live="polite">{copied ? t('embed.copied') : t('embed.copy')}</span>
    </Button>
  );
}
