import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** There are more than `total`, which a search counted up to (decision 057): "1–20 of 1,000+". */
  totalCapped?: boolean;
  onPage: (page: number) => void;
}

/** "21–40 of 95" with previous and next; hidden when everything fits on one page. */
export function Pagination({ page, perPage, total, totalCapped = false, onPage }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total <= perPage && page === 1) return null;
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <nav aria-label={t('common.pagination')} className="flex items-center justify-between gap-3">
      <p className="text-sm text-zinc-500">
        {totalCapped
          ? t('common.rangeOfMore', { from, to, total: new Intl.NumberFormat(i18n.language).format(total) })
          : t('common.range', { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
