import { INITIAL_ANSWERS_ELEMENT_ID } from '@platform/contract';
import { API_BASE_URL } from './api-base';

function readInitialAnswers(): Map<string, unknown> {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent;
  return new Map(text ? Object.entries(JSON.parse(text) as Record<string, unknown>) : []);
}

const answers = readInitialAnswers();

/**
 * The data of the server's answer to `GET path` as it rendered the page (the server puts the answers
 * a store page opens with into its HTML), for a query's `initialData`: the page then shows at its
 * first render, with nothing to wait for. Given once, so a later query (the page opened again after
 * its cache entry was dropped) asks the server.
 */
export function takeInitialData<T>(path: string): T | undefined {
  const key = new URL(path, new URL(API_BASE_URL, window.location.origin)).pathname;
  const answer = answers.get(key) as { data: T } | undefined;
  answers.delete(key);
  return answer?.data;
}
