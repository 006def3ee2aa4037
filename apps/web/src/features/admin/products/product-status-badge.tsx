import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@platform/contract';
import { Badge } from '@/components/badge';

const tones = {
  concept: 'neutral',
  for_sale: 'success',
  unlisted: 'info',
  unavailable: 'warning',
} as const;

const dots = {
  concept: 'bg-zinc-400',
  for_sale: 'bg-emerald-500',
  unlisted: 'bg-sky-500',
  unavailable: 'bg-amber-500',
} as const;

/** The product's status; an archived product (deleted, kept for its buyers) says that instead. */
export function ProductStatusBadge({ product }: { product: Pick<ProductSummary, 'status' | 'archived_at'> }) {
  const { t } = useTranslation();
  const { status } = product;
  if (product.archived_at) return <Badge tone="neutral">{t('products.archived')}</Badge>;
  return (
    <Badge tone={tones[status]}>
      <span className={`size-1.5 rounded-full ${dots[status]}`} aria-hidden="true" />
      {t(`products.status.${status}`)}
    </Badge>
  );
}
