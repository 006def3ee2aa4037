import type { BusinessType, PublicProduct } from '@platform/contract';
import { ProductCard, type ProductCardProps } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  products: PublicProduct[];
  businessType: BusinessType;
  linkTo: (product: PublicProduct) => string;
  /** The heading the grid sits under, for screen readers' list navigation. */
  label: string;
  cardHeading: ProductCardProps['heading'];
}

export function ProductGrid({ products, businessType, linkTo, label, cardHeading }: ProductGridProps) {
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            businessType={businessType}
            to={linkTo(product)}
            heading={cardHeading}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the products are on their way. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-zinc-200">
          <div className="aspect-[4/3] animate-pulse bg-zinc-100" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-3/4 animate-pulse rounded bg-zinc-100" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-zinc-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
