export { shopAnswers, type ShopAnswers } from './shop-answers.js';
export { readShopBuild } from './shop-build.js';
export { renderShopPage, resolveShopPage, type ShopPage } from './shop-page.js';
export { shopRoutes } from './shop.routes.js';
