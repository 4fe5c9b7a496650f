/**
 * Recharts lives only in this module, loaded by `charts.tsx` once a page has its figures on screen: it is two thirds
 * of the stats pages' code, and parsing it first held a phone's dashboard back by about a second. Every bar
 * carries its value as a label, so the charts read without colour. The bars do not grow into place: each frame of that
 * animation re-rendered the chart, a train of long tasks that kept a phone busy for a second and a half.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { cuisineLabel, formatPercent, formatPrice } from '../../../lib/money';

const axisTick = { fill: 'currentColor', fontSize: 12 };
const bars = { fill: 'var(--chart-bar)', stroke: 'var(--chart-stroke)', isAnimationActive: false } as const;
const grid = { strokeDasharray: '3 3', stroke: 'currentColor', strokeOpacity: 0.2 } as const;

export interface PercentileBarsProps {
  rows: { label: string; price: number | null }[];
  /** Fixes the top of the value axis, so charts of compared cities share one scale. */
  max?: number;
}

export function PercentileBars({ rows, max }: PercentileBarsProps) {
  const data = rows.map((r) => ({ label: r.label, price: r.price ?? 0, text: formatPrice(r.price) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} {...grid} />
        <XAxis dataKey="label" tick={axisTick} stroke="currentColor" />
        <YAxis
          tick={axisTick}
          stroke="currentColor"
          width={48}
          tickFormatter={(v: number) => `$${v}`}
          domain={[0, max ?? 'auto']}
        />
        <Bar dataKey="price" {...bars} radius={[4, 4, 0, 0]}>
          <LabelList dataKey="text" position="top" fill="currentColor" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface CuisineBarsProps {
  rows: { cuisine: string; restaurant_count: number; share: number }[];
  /** The top of the share axis (a fraction), shared by compared cities. */
  max?: number;
}

export function CuisineBars({ rows, max }: CuisineBarsProps) {
  const data = rows.map((r) => ({ name: cuisineLabel(r.cuisine), share: r.share * 100, text: formatPercent(r.share) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} {...grid} />
        <XAxis
          type="number"
          tick={axisTick}
          stroke="currentColor"
          tickFormatter={(v: number) => `${v}%`}
          domain={[0, max === undefined ? 'auto' : max * 100]}
        />
        <YAxis type="category" dataKey="name" tick={axisTick} stroke="currentColor" width={110} interval={0} />
        <Bar dataKey="share" {...bars} radius={[0, 4, 4, 0]}>
          <LabelList dataKey="text" position="right" fill="currentColor" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
