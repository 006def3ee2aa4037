interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** How far an upload has come, announced to screen readers by its label and value. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const rounded = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-200"
        style={{ width: `${rounded}%` }}
      />
    </div>
  );
}
