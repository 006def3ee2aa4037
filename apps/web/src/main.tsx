import { isAdminSlug, slugFromHost } from './lib/host';
import './index.css';

const root = document.getElementById('root')!;

// The host decides which app loads (SPEC §1): a store host never downloads the admin's code.
if (isAdminSlug(slugFromHost(window.location.hostname))) {
  void import('./app/admin/admin-app').then(({ mountAdmin }) => mountAdmin(root));
} else {
  void import('./app/shop/shop-app').then(({ mountShop }) => mountShop(root));
}
