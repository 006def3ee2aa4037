import type { SalesPeriod, SalesStats } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import * as reports from './order-reports.repository.js';

const DAY_MS = 86_400_000;
const LIST_LENGTH = 5;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The store's sales over the last `days` days (UTC, today included) against the `days` before them,
 * its best sellers and latest orders. The sums per day are the database's totals (decision 058, one
 * query over both periods); filling in the days without sales is left to here.
 */
export async function salesStats(ctx: AppContext, storeId: number, days: SalesPeriod): Promise<SalesStats> {
  const db = ctx.database.db;
  const today = Date.parse(`${isoDay(ctx.clock.now().getTime())}T00:00:00.000Z`);
  const from = today - (days - 1) * DAY_MS;
  const to = isoDay(today + DAY_MS);
  const previousFrom = isoDay(from - days * DAY_MS);

  const [hasSales, perDay, topProducts, recent] = await Promise.all([
    reports.hasEverSold(db, storeId),
    reports.salesPerDay(db, storeId, previousFrom, to),
    reports.topProducts(db, storeId, isoDay(from), to, LIST_LENGTH),
    reports.recentOrders(db, storeId, LIST_LENGTH),
  ]);

  const byDay = new Map(perDay.map((day) => [day.date, day]));
  const daysFrom = (start: number) =>
    Array.from({ length: days }, (_, index) => {
      const date = isoDay(start + index * DAY_MS);
      const day = byDay.get(date);
      return { date, revenue: day?.revenue ?? 0, orders: day?.orders ?? 0 };
    });
  const series = daysFrom(from);
  const previousSeries = daysFrom(from - days * DAY_MS);
  const sum = (list: { revenue: number; orders: number }[]) =>
    list.reduce(
      (total, day) => ({ revenue: total.revenue + day.revenue, orders: total.orders + day.orders }),
      {
        revenue: 0,
        orders: 0,
      },
    );

  return {
    days,
    has_sales: hasSales,
    series,
    previous_series: previousSeries,
    current: sum(series),
    previous: sum(previousSeries),
    top_products: topProducts,
    recent_orders: recent,
  };
}
