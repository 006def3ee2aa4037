import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  upload,
  type TestApp,
  type TestClient,
} from './harness.js';

const png = (background: string) =>
  sharp({ create: { width: 300, height: 200, channels: 4, background } })
    .png()
    .toBuffer();

interface Merchant {
  client: TestClient;
  token: string;
  storeId: number;
  slug: string;
}

interface Logo {
  id: number;
  description: string;
  images: Record<string, { url: string }>;
}

describe('a store logo is an image the server stored for that store, and nothing else', () => {
  let t: TestApp;
  let victim: Merchant;
  let attacker: Merchant;

  const merchant = async (slug: string): Promise<Merchant> => {
    const { client, token } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: slug, slug })).id;
    return { client, token, storeId, slug };
  };
  const uploadLogo = async (who: Merchant, color: string) => {
    const response = await upload(
      t.app,
      '/v1/admin/media/images/store-logo',
      who.token,
      { store_id: who.storeId, description: 'Logo' },
      { filename: 'logo.png', contentType: 'image/png', data: await png(color) },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Logo;
  };
  const saveLogo = (who: Merchant, storeLogo: unknown) =>
    who.client.post(
      '/v1/admin/settings',
      { store_id: who.storeId, settings: { store_logo: storeLogo } },
      { token: who.token },
    );
  const served = async (logo: Logo) =>
    Promise.all(
      Object.values(logo.images).map(
        async (variant) => (await t.app.inject({ method: 'GET', url: variant.url })).statusCode,
      ),
    );
  const currentLogo = async (who: Merchant) =>
    (
      await who.client.get(`/v1/admin/settings?store_id=${who.storeId}&names=store_logo`, {
        token: who.token,
      })
    ).json().data.store_logo as Logo | null;

  beforeAll(async () => {
    t = await createTestApp();
    victim = await merchant('logo-victim');
    attacker = await merchant('logo-attacker');
  });
  afterAll(() => t.close());

  it("refuses another store's logo, or any URL, as a logo, and never deletes another store's files", async () => {
    const victimLogo = await uploadLogo(victim, '#16a085');
    expect(victimLogo.id).toEqual(expect.any(Number));
    expect(await served(victimLogo)).toEqual([200, 200, 200, 200, 200, 200]);

    const folder = victimLogo.images.original!.url.split('/').slice(0, -1).join('/');
    const attempts = [
      victimLogo,
      { id: victimLogo.id },
      { images: { original: { url: `${folder}/original.png`, width: 1, height: 1 } }, description: '' },
      { images: { original: { url: '/media/stores/x/y.png', width: 1, height: 1 } }, description: '' },
    ];
    for (const attempt of attempts) {
      const response = await saveLogo(attacker, attempt);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors).every((key) => key.startsWith('settings.store_logo'))).toBe(
        true,
      );
    }
    expect(await currentLogo(attacker)).toBeNull();

    const first = await uploadLogo(attacker, '#8e44ad');
    const second = await uploadLogo(attacker, '#d35400');
    expect(await served(first)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await served(second)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await served(victimLogo)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await currentLogo(victim)).toMatchObject({ id: victimLogo.id });
  });

  it('keeps the logo when the settings name it by its id, and removes its files when it is cleared', async () => {
    const logo = await uploadLogo(attacker, '#2c3e50');
    const renamed = await saveLogo(attacker, { id: logo.id, description: 'Our logo' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.store_logo).toMatchObject({ id: logo.id, description: 'Our logo' });
    const publicStore = await t.app.inject({ method: 'GET', url: `/v1/store/${attacker.slug}` });
    expect(publicStore.json().data.settings.store_logo).toMatchObject({
      description: 'Our logo',
      images: logo.images,
    });

    const cleared = await saveLogo(attacker, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.store_logo).toBeNull();
    expect(await served(logo)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await currentLogo(victim)).not.toBeNull();
  });
});
