import type { AxiosProgressEvent } from 'axios';

/** Percentage of an upload sent so far; axios leaves `total` out when the browser does not know it. */
export function uploadPercent(event: AxiosProgressEvent): number {
  return event.total ? Math.round((event.loaded / event.total) * 100) : 0;
}
