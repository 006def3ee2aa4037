import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LICENSE_UPLOAD_CHARS } from '@platform/contract';
import { TextareaField } from '@/components/textarea-field';

interface LicenseKeysFieldProps {
  value: string;
  onChange: (keys: string) => void;
  error?: string;
}

/**
 * Keys one per line, pasted or read from a text file (.txt, .csv) into the same field in the browser,
 * so the merchant sees them before they are added.
 */
export function LicenseKeysField({ value, onChange, error }: LicenseKeysFieldProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [fileError, setFileError] = useState<string | undefined>();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A character takes up to 4 bytes: a file larger than that cannot fit one upload.
    if (file.size > MAX_LICENSE_UPLOAD_CHARS * 4) {
      setFileError(t('products.license.fileTooLarge'));
      return;
    }
    const text = await file.text();
    onChange(value.trim() ? `${value.trimEnd()}\n${text}` : text);
    setFileError(undefined);
  };

  return (
    <div className="space-y-2">
      <TextareaField
        label={t('products.license.keys')}
        hint={t('products.license.keysHint')}
        rows={5}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setFileError(undefined);
        }}
        error={fileError ?? error}
        spellCheck={false}
        autoComplete="off"
        className="[&_textarea]:font-mono"
      />
      <label
        htmlFor={fileId}
        className="inline-flex h-10 cursor-pointer items-center rounded-lg bg-white px-4 text-sm font-medium text-zinc-800 shadow-xs ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink"
      >
        {t('products.license.readFile')}
        <input
          id={fileId}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          className="sr-only"
          onChange={readFile}
        />
      </label>
    </div>
  );
}
