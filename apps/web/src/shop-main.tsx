import { mountShop } from './app/shop/shop-app';
import './index.css';

// The shop's own build (vite.config.ts, mode `shop`), which the server sends to every store host.
void mountShop(document.getElementById('root')!);
