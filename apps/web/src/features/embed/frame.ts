import { useSyncExternalStore } from 'react';

interface FrameWindow {
  readonly self: unknown;
  readonly top: unknown;
}

/** True inside a frame; a parent of another origin blocks the look, which also means a frame. */
export function runsInFrame(win: FrameWindow): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

let inFrame = false;

/** Guard 2 of SPEC §2: remembers whether this page runs inside an embedding frame. */
export function detectFrame(win: FrameWindow = window): boolean {
  inFrame = runsInFrame(win);
  return inFrame;
}

export function isInFrame(): boolean {
  return inFrame;
}

export function useInFrame(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => inFrame,
  );
}
