import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedName, type BusinessType, type PublicProduct } from '@platform/contract';
import { currentLocale } from '@/lib/i18n';
import { Image } from './image';
import { ProductPrice } from './product-price';

export interface ProductCardProps {
  product: PublicProduct;
  businessType: BusinessType;
  /** Where the card leads: the product on its own or within the storefront that lists it. */
  to: string;
  /** The level of the name's heading: one below the heading the grid of cards sits under. */
  heading: 'h2' | 'h3';
}

/**
 * A product in a grid: its first image, name and price, the whole card one link. The frames are alike,
 * so the grid stays even; the picture sits whole inside its frame, whatever its shape.
 */
export function ProductCard({ product, businessType, to, heading: Heading }: ProductCardProps) {
  const { t } = useTranslation();
  const name = localizedName(product, currentLocale());
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-zinc-200 transition hover:shadow-md hover:ring-zinc-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-ink">
      <div className="relative aspect-[4/3] overflow-hidden bg-zinc-100">
        <Image
          asset={product.images[0]}
          size="small"
          alt={name}
          className="size-full object-contain transition duration-300 group-hover:scale-[1.03]"
        />
        {product.original_price ? (
          <span className="absolute top-3 left-3 rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
            {t('shop.sale')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-sm font-medium hyphens-auto text-zinc-900 [overflow-wrap:anywhere] sm:text-base">
          <Link to={to} className="outline-none after:absolute after:inset-0">
            {name}
          </Link>
        </Heading>
        <div className="mt-auto">
          <ProductPrice
            price={product.price}
            originalPrice={product.original_price}
            businessType={businessType}
            per={product.variants[0]?.subscription?.interval}
          />
        </div>
      </div>
    </article>
  );
}
