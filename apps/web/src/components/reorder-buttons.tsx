import { FocusKeepingButton } from './focus-keeping-button';
import { ArrowDownIcon, ArrowLeftIcon, ArrowRightIcon, ArrowUpIcon } from './icons';

interface ReorderButtonsProps {
  index: number;
  count: number;
  /** Labels that say what moves: "Move Poster up". */
  earlierLabel: string;
  laterLabel: string;
  onMove: (step: -1 | 1) => void;
  /** Arrows that point the way the entries are laid out: a list (vertical) or a row of tiles. */
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-30 aria-disabled:hover:bg-transparent';

/**
 * Buttons to move an entry one place: a way to reorder that works from the keyboard and by touch. A
 * button keeps the focus when its entry reaches the end, so a keyboard user can press on.
 */
export function ReorderButtons({
  index,
  count,
  earlierLabel,
  laterLabel,
  onMove,
  orientation = 'vertical',
  disabled = false,
}: ReorderButtonsProps) {
  const Earlier = orientation === 'vertical' ? ArrowUpIcon : ArrowLeftIcon;
  const Later = orientation === 'vertical' ? ArrowDownIcon : ArrowRightIcon;
  return (
    <span className="inline-flex">
      <FocusKeepingButton
        className={iconButton}
        aria-label={earlierLabel}
        title={earlierLabel}
        unavailable={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <Earlier className="size-4" />
      </FocusKeepingButton>
      <FocusKeepingButton
        className={iconButton}
        aria-label={laterLabel}
        title={laterLabel}
        unavailable={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <Later className="size-4" />
      </FocusKeepingButton>
    </span>
  );
}
