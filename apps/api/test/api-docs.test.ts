import { validate } from '@readme/openapi-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPlaces, missingTexts } from '../src/plugins/openapi-places.js';
import { createTestApp, type TestApp } from './harness.js';

/** Decision 075: the API docs describe every route and every field, in a valid OpenAPI document. */
describe('the OpenAPI document at /docs/json', () => {
  let t: TestApp;
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    t = await createTestApp();
    // Over HTTP from the listening app, as a developer fetches it.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${origin}/docs/json`);
    expect(answer.status).toBe(200);
    document = (await answer.json()) as OpenAPIV3.Document;
  });
  afterAll(() => t.close());

  it('is valid OpenAPI by a maintained validator', async () => {
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('gives every operation a summary and a description, and every parameter and field a description', () => {
    const places = [...documentPlaces(document)];
    expect(places.filter((place) => place.kind === 'operation').length).toBeGreaterThan(100);
    const undescribed = places.flatMap((place) =>
      missingTexts(place).map((text) => `${place.kind} ${place.where} has no ${text}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('says more of a field than its name', () => {
    const restated = [...documentPlaces(document)].filter(({ name, node }) => {
      const words = node.description?.toLowerCase().replace(/[`'.]/g, '') ?? 'x';
      return words === name.toLowerCase() || /^the \S+( field| parameter| property)?$/.test(words);
    });
    expect(restated.map((place) => `${place.where}: ${place.node.description}`)).toEqual([]);
  });
});
