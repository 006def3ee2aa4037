import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, LOCALES } from '@platform/contract';
import { loadCountryOptions } from './countries';

describe('the one country list', () => {
  it("names every country the API accepts, in every language, from the package's list", async () => {
    for (const locale of LOCALES) {
      const options = await loadCountryOptions(locale);
      expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
      expect(options.every((option) => option.label.length > 1 && option.label !== option.value)).toBe(true);
    }
    const names = (await loadCountryOptions('de')).filter((option) =>
      ['AU', 'JP', 'NL'].includes(option.value),
    );
    expect(names.map((option) => option.label)).toEqual(['Australien', 'Japan', 'Niederlande']);
    expect(COUNTRY_CODES).toHaveLength(250);
  });
});
