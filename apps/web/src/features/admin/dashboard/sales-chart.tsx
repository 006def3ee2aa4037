import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney, type Locale } from '@platform/contract';

export interface SalesChartProps {
  dates: string[];
  revenue: number[];
  previousRevenue: number[];
  orders: number[];
  labels: { revenue: string; previous: string; orders: string };
  locale: Locale;
}

const HEIGHT = 260;
const DAY = 86_400;
const ORDERS_COLOR = '#b45309';

const dayLabel = (seconds: number, locale: Locale) =>
  new Date(seconds * 1000).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Revenue per day as a line, the period before as a dashed line under it, and the number of orders as
 * points on an axis of their own. uPlot (decision 032) draws on a canvas, sized to its box.
 */
export default function SalesChart({
  dates,
  revenue,
  previousRevenue,
  orders,
  labels,
  locale,
}: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = dates.map((date) => Date.parse(`${date}T12:00:00Z`) / 1000);
    // The box's text colour is the admin's primary colour: the current period's line takes it.
    const color = getComputedStyle(element).getPropertyValue('--chart-color').trim() || '#4f46e5';
    const money = (cents: number) => formatMoney(Math.round(cents), locale);
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          euros: { range: (_, __, max) => [0, Math.max(max, 100)] },
          count: { range: (_, __, max) => [0, Math.max(max, 1)] },
        },
        axes: [
          {
            stroke: '#71717a',
            grid: { stroke: '#f4f4f5' },
            // Whole days only, written the reader's way.
            incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY],
            space: 56,
            values: (_, ticks) => ticks.map((seconds) => dayLabel(seconds, locale)),
          },
          {
            scale: 'euros',
            stroke: '#71717a',
            grid: { stroke: '#f4f4f5' },
            size: 70,
            values: (_, ticks) => ticks.map(money),
          },
          {
            scale: 'count',
            side: 1,
            stroke: '#71717a',
            grid: { show: false },
            values: (_, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')),
          },
        ],
        series: [
          {
            value: (_, seconds) =>
              seconds == null ? '' : new Date(seconds * 1000).toLocaleDateString(locale, { timeZone: 'UTC' }),
          },
          {
            label: labels.revenue,
            scale: 'euros',
            stroke: color,
            width: 2,
            fill: `${color}1a`,
            value: (_, cents) => (cents == null ? '' : money(cents)),
          },
          {
            label: labels.previous,
            scale: 'euros',
            stroke: '#a1a1aa',
            width: 1.5,
            dash: [6, 4],
            value: (_, cents) => (cents == null ? '' : money(cents)),
          },
          {
            label: labels.orders,
            scale: 'count',
            stroke: ORDERS_COLOR,
            width: 0,
            points: { show: true, size: 6, fill: ORDERS_COLOR },
          },
        ],
      },
      [x, revenue, previousRevenue, orders],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, revenue, previousRevenue, orders, labels, locale]);

  return <div ref={box} className="w-full text-zinc-600 [--chart-color:var(--color-primary-ink)]" />;
}
