import { useMatches, type UIMatch } from 'react-router';
import type { RouteHandle } from '../create-app-router';

/** The route-table entry of the page on screen, with its parameters. */
export function useCurrentRoute() {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const match = matches.findLast((candidate) => candidate.handle?.route);
  return match?.handle ? { route: match.handle.route, params: match.params } : null;
}
