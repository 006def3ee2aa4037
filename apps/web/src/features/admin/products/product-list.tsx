import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessType, ProductSummary } from '@platform/contract';
import { Image } from '@/components/image';
import { ProductPrice } from './product-price';
import { ProductStatusBadge } from './product-status-badge';

interface ProductListProps {
  storeId: number;
  products: ProductSummary[];
  businessType: BusinessType;
}

/** The products as rows: a picture, the name and address, the status and the price; a row opens the product. */
export function ProductList({ storeId, products, businessType }: ProductListProps) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-zinc-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200">
      {products.map((product) => (
        <li key={product.id} className="relative flex items-center gap-4 px-4 py-3 hover:bg-zinc-50 sm:px-5">
          <Image
            asset={product.image}
            size="thumb"
            className="size-12 shrink-0 rounded-lg bg-zinc-50 object-contain ring-1 ring-zinc-200"
          />
          <div className="min-w-0 flex-1">
            <Link
              to={`/store/${storeId}/products/${product.id}`}
              className="block truncate text-sm font-semibold text-zinc-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-primary-ink"
            >
              {product.name}
            </Link>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-500">
              <span className="truncate">/{product.slug}</span>
              <span className="sm:hidden">
                <ProductStatusBadge product={product} />
              </span>
            </p>
          </div>
          <div className="hidden w-36 shrink-0 sm:block">
            <ProductStatusBadge product={product} />
          </div>
          <div className="shrink-0 text-right text-sm">
            <span className="sr-only">{t('products.price')}: </span>
            <ProductPrice product={product} businessType={businessType} />
          </div>
        </li>
      ))}
    </ul>
  );
}
