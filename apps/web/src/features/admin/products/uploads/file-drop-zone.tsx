import { useId, useState, type ReactNode } from 'react';
import { UploadIcon } from '@/components/icons';

interface FileDropZoneProps {
  label: string;
  hint: ReactNode;
  accept?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/** Click to choose files or drop them here; the input stays reachable by keyboard and screen reader. */
export function FileDropZone({ label, hint, accept, multiple = false, onFiles }: FileDropZoneProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [over, setOver] = useState(false);
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      className={`flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-6 text-center transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink ${
        over ? 'border-primary-ink bg-primary/5' : 'border-zinc-300 hover:border-zinc-400 hover:bg-zinc-50'
      }`}
    >
      <UploadIcon className="size-6 text-zinc-400" />
      <span id={labelId} className="text-sm font-medium text-primary-ink">
        {label}
      </span>
      <span id={hintId} className="text-xs text-zinc-500">
        {hint}
      </span>
      {/* The whole zone is the label, to click or drop on; the input is named by its label text alone
          and the hint is its description, not read twice as part of its name. */}
      <input
        id={id}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </label>
  );
}
