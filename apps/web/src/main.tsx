import { isAdminSlug, slugFromHost } from './lib/host';
import './index.css';

const root = document.getElementById('root')!;

// The host decides which app loads (SPEC §1): a store host never downloads the admin's code. In a
// production build the server sends store hosts the shop's own build instead (shop.html, on Preact:
// vite.config.ts), so the shop here serves the development server, and a server without that build.
if (isAdminSlug(slugFromHost(window.location.hostname))) {
  void import('./app/admin/admin-app').then(({ mountAdmin }) => mountAdmin(root));
} else {
  void import('./app/shop/shop-app').then(({ mountShop }) => mountShop(root));
}
