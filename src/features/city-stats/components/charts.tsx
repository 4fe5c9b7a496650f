/**
 * Recharts lives only in this module, imported only by the lazily loaded stats routes. Every bar carries its value
 * as a label, so the charts read without colour; animation follows prefers-reduced-motion.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { cuisineLabel, formatPercent, formatPrice } from '../../../lib/money';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const axisTick = { fill: 'currentColor', fontSize: 12 };

/** `max` fixes the top of the value axis, so charts of compared cities share one scale. */
export function PercentileChart({
  rows,
  label,
  max,
}: {
  rows: { label: string; price: number | null }[];
  label: string;
  max?: number;
}) {
  const data = rows.map((r) => ({ label: r.label, price: r.price ?? 0, text: formatPrice(r.price) }));
  return (
    <div role="img" aria-label={label} className="h-64 w-full text-stone-700 dark:text-stone-200">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 24, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis dataKey="label" tick={axisTick} stroke="currentColor" />
          <YAxis
            tick={axisTick}
            stroke="currentColor"
            width={48}
            tickFormatter={(v: number) => `$${v}`}
            domain={[0, max ?? 'auto']}
          />
          <Bar
            dataKey="price"
            fill="var(--chart-bar)"
            stroke="var(--chart-stroke)"
            isAnimationActive={!reducedMotion()}
            radius={[4, 4, 0, 0]}
          >
            <LabelList dataKey="text" position="top" fill="currentColor" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CuisineChart({
  rows,
  label,
  max,
}: {
  rows: { cuisine: string; restaurant_count: number; share: number }[];
  label: string;
  max?: number;
}) {
  const data = rows.map((r) => ({ name: cuisineLabel(r.cuisine), share: r.share * 100, text: formatPercent(r.share) }));
  return (
    <div
      role="img"
      aria-label={label}
      className="w-full text-stone-700 dark:text-stone-200"
      style={{ height: Math.max(160, data.length * 28 + 32) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            type="number"
            tick={axisTick}
            stroke="currentColor"
            tickFormatter={(v: number) => `${v}%`}
            domain={[0, max === undefined ? 'auto' : max * 100]}
          />
          <YAxis type="category" dataKey="name" tick={axisTick} stroke="currentColor" width={110} interval={0} />
          <Bar
            dataKey="share"
            fill="var(--chart-bar)"
            stroke="var(--chart-stroke)"
            isAnimationActive={!reducedMotion()}
            radius={[0, 4, 4, 0]}
          >
            <LabelList dataKey="text" position="right" fill="currentColor" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
