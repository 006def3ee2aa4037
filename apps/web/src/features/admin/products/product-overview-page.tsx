import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { BoxIcon, PlusIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';
import { useStore } from '@/lib/api/stores/get-store';
import { useProducts } from './api/get-products';
import { CreateProductDialog } from './create-product-dialog';
import { ProductList } from './product-list';
import { useProductFilters } from './use-product-filters';

/** The store's products (/store/{storeId}/products): search as you type, filter by status, page through. */
export default function ProductOverviewPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const list = useProductFilters();
  const { filters, update } = list;
  const [creating, setCreating] = useState(false);
  const store = useStore(storeId);
  const perPage = useRowsPerPage();
  const products = useProducts(storeId, { ...filters, perPage });
  const businessType = store.data?.business_type ?? 'b2c';
  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      {t('products.new')}
    </Button>
  );

  return (
    <>
      <ListPage
        query={products}
        rows={products.data?.data}
        paging={
          products.data && {
            page: products.data.meta.page,
            total: products.data.meta.total,
            perPage,
            onPage: (page) => update({ ...filters, page }),
          }
        }
        search={{
          label: t('products.search'),
          value: list.search,
          onChange: list.setSearch,
          filtered: list.filtered,
          status: list.statusFilter(t('products.statusFilter'), t('products.allStatuses'), (status) =>
            status === 'archived' ? t('products.archived') : t(`products.status.${status}`),
          ),
          noResults: {
            title: t('products.noResultsTitle'),
            description: t('products.noResultsDescription'),
            clearLabel: t('products.clearFilters'),
            onClear: list.clear,
          },
        }}
        actions={
          <>
            <ButtonLink to={`/store/${storeId}/products/discount-codes`} variant="secondary">
              {t('discountCodes.title')}
            </ButtonLink>
            {newButton}
          </>
        }
        empty={{
          icon: <BoxIcon />,
          title: t('products.emptyTitle'),
          description: t('products.emptyDescription'),
          action: newButton,
        }}
      >
        {(rows) => <ProductList storeId={storeId} products={rows} businessType={businessType} />}
      </ListPage>
      <CreateProductDialog
        storeId={storeId}
        open={creating}
        onClose={() => setCreating(false)}
        priceIncludesVat={businessType === 'b2c'}
      />
    </>
  );
}
