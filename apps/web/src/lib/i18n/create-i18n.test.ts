import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../memory-storage';
import { createI18n, type LocaleLoaders } from './create-i18n';

function fakeLoaders() {
  const files = {
    nl: { greeting: 'Hallo', menu: { orders: 'Bestellingen' } },
    en: { greeting: 'Hello', menu: { orders: 'Orders' }, onlyEnglish: 'Fallback' },
    de: { greeting: 'Hallo!', menu: { orders: 'Bestellungen' } },
  };
  const loaders = {
    nl: vi.fn(async () => ({ default: files.nl })),
    en: vi.fn(async () => ({ default: files.en })),
    de: vi.fn(async () => ({ default: files.de })),
  } satisfies LocaleLoaders;
  return loaders;
}

describe('locale loading', () => {
  it('starts in Dutch and loads only Dutch', async () => {
    const loaders = fakeLoaders();
    const app = createI18n({ loaders, storage: memoryStorage() });
    await app.ready;
    expect(app.currentLocale()).toBe('nl');
    expect(app.i18n.t('menu.orders')).toBe('Bestellingen');
    expect(loaders.nl).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.de).not.toHaveBeenCalled();
  });

  it('fetches the English fallback once a key Dutch lacks is asked for, and tells the screen', async () => {
    const loaders = fakeLoaders();
    const app = createI18n({ loaders, storage: memoryStorage() });
    await app.ready;
    const added = new Promise((resolve) => app.i18n.store.on('added', resolve));
    app.i18n.t('onlyEnglish');
    await added;
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(app.i18n.t('onlyEnglish')).toBe('Fallback');
    expect(app.i18n.t('menu.orders')).toBe('Bestellingen');
    app.i18n.t('alsoMissing');
    expect(loaders.en).toHaveBeenCalledTimes(1);
  });

  it('loads all of English when the user picks it, after Dutch had it as fallback only', async () => {
    const loaders = fakeLoaders();
    const app = createI18n({ loaders, storage: memoryStorage() });
    await app.ready;
    await app.changeLocale('en');
    expect(app.i18n.t('menu.orders')).toBe('Orders');
    expect(loaders.en).toHaveBeenCalledTimes(1);
  });

  it('loads another language on demand and remembers the choice', async () => {
    const loaders = fakeLoaders();
    const storage = memoryStorage();
    const app = createI18n({ loaders, storage });
    await app.ready;
    await app.changeLocale('de');
    expect(loaders.de).toHaveBeenCalledTimes(1);
    expect(app.i18n.t('greeting')).toBe('Hallo!');
    expect(storage.getItem('locale')).toBe('de');

    const next = createI18n({ loaders: fakeLoaders(), storage });
    await next.ready;
    expect(next.currentLocale()).toBe('de');
  });

  it("starts in the language the address asks for (a store page's ?lang=), and remembers it", async () => {
    const storage = memoryStorage({ locale: 'nl' });
    const app = createI18n({ loaders: fakeLoaders(), storage, requested: 'de' });
    await app.ready;
    expect(app.currentLocale()).toBe('de');
    expect(storage.getItem('locale')).toBe('de');
    const other = createI18n({ loaders: fakeLoaders(), storage: memoryStorage(), requested: 'fr' });
    await other.ready;
    expect(other.currentLocale()).toBe('nl');
  });

  it('ignores a remembered value that is not a supported language', async () => {
    const app = createI18n({ loaders: fakeLoaders(), storage: memoryStorage({ locale: 'fr' }) });
    await app.ready;
    expect(app.currentLocale()).toBe('nl');
  });

  it("starts in the browser's first language it speaks, without remembering it (decision 068)", async () => {
    const storage = memoryStorage();
    const loaders = fakeLoaders();
    const app = createI18n({ loaders, storage, browser: ['fr-FR', 'de-DE', 'en'] });
    await app.ready;
    expect(app.currentLocale()).toBe('de');
    expect(app.i18n.t('menu.orders')).toBe('Bestellungen');
    expect(loaders.nl).not.toHaveBeenCalled();
    expect(storage.getItem('locale')).toBeNull();
    const none = createI18n({ loaders: fakeLoaders(), storage: memoryStorage(), browser: ['fr', 'es'] });
    await none.ready;
    expect(none.currentLocale()).toBe('nl');
  });

  it("keeps the user's own choice over the browser's language, and the address's over both", async () => {
    const storage = memoryStorage();
    const first = createI18n({ loaders: fakeLoaders(), storage, browser: ['de-DE'] });
    await first.ready;
    await first.changeLocale('en');
    const next = createI18n({ loaders: fakeLoaders(), storage, browser: ['de-DE'] });
    await next.ready;
    expect(next.currentLocale()).toBe('en');
    const asked = createI18n({ loaders: fakeLoaders(), storage, requested: 'nl', browser: ['de-DE'] });
    await asked.ready;
    expect(asked.currentLocale()).toBe('nl');
  });

  it("follows a page's content (an order's language) unless the user chose one, and does not remember it", async () => {
    const storage = memoryStorage();
    const app = createI18n({ loaders: fakeLoaders(), storage, browser: ['en-GB'] });
    await app.ready;
    await app.followContentLocale('de');
    expect(app.currentLocale()).toBe('de');
    expect(app.i18n.t('menu.orders')).toBe('Bestellungen');
    expect(storage.getItem('locale')).toBeNull();

    const chosen = createI18n({ loaders: fakeLoaders(), storage: memoryStorage({ locale: 'en' }) });
    await chosen.ready;
    await chosen.followContentLocale('de');
    expect(chosen.currentLocale()).toBe('en');
  });
});
