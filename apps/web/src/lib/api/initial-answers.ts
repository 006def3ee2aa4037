import { INITIAL_ANSWERS_ELEMENT_ID } from '@platform/contract';

function readInitialAnswers(): Map<string, unknown> {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent;
  return new Map(text ? Object.entries(JSON.parse(text) as Record<string, unknown>) : []);
}

const answers = readInitialAnswers();

/**
 * The server's answer to `GET path` as it rendered the page, so the page need not ask again before
 * it can show anything. Given once: any later ask (a refetch) goes to the server.
 */
export function takeInitialAnswer(path: string): unknown {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
