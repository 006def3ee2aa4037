import { mountAdmin } from './app/admin/admin-app';
import './index.css';

// The admin's entry (index.html), served on the admin host alone: every store host gets the shop's
// own build (shop.html → shop-main.tsx, on Preact), in development too (dev-server.ts).
mountAdmin(document.getElementById('root')!);
