/** A copy of `list` with the entry at `from` moved to `to`; out-of-range moves give the list unchanged. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** Moves the entry one place up (-1) or down (+1). */
export function moveBy<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  return moveItem(list, index, index + step);
}
