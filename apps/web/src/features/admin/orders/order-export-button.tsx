import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { downloadOrdersCsv, type OrdersCsvSelection } from '@/lib/api/orders/download-orders-csv';

interface OrderExportButtonProps {
  storeId: number;
  selection: OrdersCsvSelection;
}

/** Downloads the orders the page lists now (search, status, days, buyer) as a spreadsheet. */
export function OrderExportButton({ storeId, selection }: OrderExportButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const days = [selection.from, selection.to].filter(Boolean).join('-');
      await downloadOrdersCsv(
        storeId,
        `${t('dashboard.csvFileName')}${days ? `-${days}` : ''}.csv`,
        selection,
      );
    } catch (error) {
      notify.error(describeError(error, t));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
      {t('orders.export')}
    </Button>
  );
}
