import type { OpenAPIV3 } from 'openapi-types';
import { documentPlaces, missingTexts } from '../apps/api/src/plugins/openapi-places.js';
import { withApp } from './routes.js';

/**
 * How much of the OpenAPI document is described (decision 075): its operations, parameters and fields,
 * and how many of each carry a description (an operation a summary and a description as well), read
 * from /docs/json over HTTP as a developer fetches it. `npm run bench:openapi-descriptions`.
 */
const document = await withApp(async (app) => {
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return (await (await fetch(`${origin}/docs/json`)).json()) as OpenAPIV3.Document;
});
const counts = new Map<string, { all: number; described: number }>();
for (const place of documentPlaces(document)) {
  const count = counts.get(place.kind) ?? { all: 0, described: 0 };
  count.all += 1;
  if (missingTexts(place).length === 0) count.described += 1;
  counts.set(place.kind, count);
}
for (const [kind, { all, described }] of counts) console.log(`${kind}: ${all}, described: ${described}`);
