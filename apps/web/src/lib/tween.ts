/**
 * The values a number passes through when it animates from `from` to `to` in `steps` equal steps
 * (docs/spec.md §9: the cart total moves in 10 steps). Whole cents on the way, exactly `to` at the end.
 */
export function tweenSteps(from: number, to: number, steps: number): number[] {
  return Array.from({ length: steps }, (_, index) =>
    index === steps - 1 ? to : Math.round(from + ((to - from) * (index + 1)) / steps),
  );
}
