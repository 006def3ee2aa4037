import type { ComponentType } from 'react';
import type { PageLoaders } from '../create-app-router';
import type { ShopRouteName } from '../routes';
import { SHOP_PAGE_MODULES } from './shop-page-modules';

type PageModule = { default: ComponentType };

// Every page module of the shop, each a chunk of its own that loads when first opened.
const loaders = import.meta.glob<PageModule>('/src/features/shop/*/*-page.tsx');

/** The page of every shop route. */
export const shopPages = Object.fromEntries(
  Object.entries(SHOP_PAGE_MODULES).map(([name, file]) => [name, loaders[`/${file}`]]),
) as PageLoaders<ShopRouteName>;
