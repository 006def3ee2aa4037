import { describe, expect, it } from 'vitest';
import {
  createStoreRequest,
  fieldErrors,
  LOCALES,
  message,
  MESSAGE_CODES,
  PARSE_OPTIONS,
  readMessage,
  pickImageVariant,
  saveSettingsRequest,
} from './index.js';

const variant = (width: number) => ({ url: `/img-${width}.webp`, width, height: width });

describe('image size fallback', () => {
  it('takes the requested size, else the next smaller, ending at original', () => {
    const asset = { images: { original: variant(2000), medium: variant(800), thumb: variant(100) } };
    expect(pickImageVariant(asset, 'medium')?.width).toBe(800);
    expect(pickImageVariant(asset, 'large')?.width).toBe(800);
    expect(pickImageVariant(asset, 'small')?.width).toBe(100);
    expect(pickImageVariant({ images: { original: variant(2000) } }, 'tiny')?.width).toBe(2000);
    expect(pickImageVariant(null, 'tiny')).toBeUndefined();
  });
});

describe('validation messages', () => {
  it('speaks the requested language and tells required from wrong', () => {
    const result = createStoreRequest.safeParse({ slug: 'App' }, PARSE_OPTIONS);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues, 'nl')).toEqual({
      name: ['Dit veld is verplicht.'],
      slug: ['Gebruik 3 tot 40 kleine letters, cijfers en streepjes.'],
    });
    expect(fieldErrors(result.error!.issues, 'de').name).toEqual(['Dieses Feld ist erforderlich.']);
  });

  it('reads a worded message back to its code and parameters, to word it again in another language', () => {
    const text = message('nl', 'too_short', { min: 10 });
    expect(readMessage('nl', text)).toEqual({ code: 'too_short', params: { min: '10' } });
    expect(message('de', 'too_short', readMessage('nl', text)!.params)).toBe(
      'Verwende mindestens 10 Zeichen.',
    );
    expect(readMessage('en', 'Dit veld is verplicht.')).toBeUndefined();
    expect(readMessage('en', 'Something the catalogue does not hold.')).toBeUndefined();
  });

  it('tells every message of the catalogue from every other, in every language', () => {
    for (const locale of LOCALES) {
      for (const code of MESSAGE_CODES) {
        const params = { min: 3, max: 40, values: 'a, b', keys: 'colour', seconds: 60, line: 7 };
        expect(readMessage(locale, message(locale, code, params))?.code).toBe(code);
      }
    }
  });

  it('names each unknown setting as its own field', () => {
    const result = saveSettingsRequest.safeParse({ store_id: 1, settings: { colour: 'red', font: 'x' } });
    expect(fieldErrors(result.error!.issues, 'en')).toEqual({
      'settings.colour': ['Unknown field: colour.'],
      'settings.font': ['Unknown field: font.'],
    });
  });
});
