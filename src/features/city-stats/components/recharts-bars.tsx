/**
 * Recharts lives only in this module, loaded by `charts.tsx` once a page has its figures on screen: it is two thirds
 * of the stats pages' code, and parsing it first held a phone's dashboard back by about a second. Every bar
 * carries its value as a label, so the charts read without colour. The bars do not grow into place: each frame of that
 * animation re-rendered the chart, a train of long tasks that kept a phone busy for a second and a half.
 *
 * Ticks and value labels are plain SVG text, and every tick is shown (`interval={0}`): Recharts' own text measures each
 * word in the DOM to wrap it, and each tick to thin out crowded axes, a forced layout every time. On a phone that was
 * a third of the charts' cost, for a handful of short labels that never wrap and never crowd (the value axes have a
 * few round ticks, `axis-scale.ts`). The text is `components/charts/plain-text.tsx`, shared with the Dish prices chart.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { cuisineLabel, formatCount, formatPercent, formatPrice } from '../../../lib/money';
import { axisScale, priceTickFormat, tickDecimals, type AxisScale } from '../../../lib/axis-scale';
import { axisTick, barValueLabel } from '../../../components/charts/plain-text';

const labelAbove = barValueLabel('top');
const labelAfter = barValueLabel('right');

const bars = { fill: 'var(--chart-bar)', stroke: 'var(--chart-stroke)', isAnimationActive: false } as const;
const grid = { strokeDasharray: '3 3', stroke: 'currentColor', strokeOpacity: 0.2 } as const;
const axis = { tick: axisTick(), interval: 0, stroke: 'currentColor' } as const;

export interface PercentileBarsProps {
  rows: { label: string; price: number | null }[];
  /** The largest price the value axis must reach, so charts of compared cities share one scale. */
  max?: number;
}

export function PercentileBars({ rows, max }: PercentileBarsProps) {
  const data = rows.map((r) => ({ label: r.label, value: r.price ?? 0, text: formatPrice(r.price) }));
  const scale = axisScale(max ?? Math.max(...data.map((d) => d.value)));
  return <ColumnBars data={data} scale={scale} axisWidth={48} tickFormatter={priceTickFormat(scale)} />;
}

/** Upright bars, one per label, each with its value above it: the percentile and the tier charts. */
function ColumnBars({
  data,
  scale,
  axisWidth,
  tickFormatter,
}: {
  data: { label: string; value: number; text: string }[];
  scale: AxisScale;
  axisWidth: number;
  tickFormatter: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} {...grid} />
        <XAxis dataKey="label" {...axis} />
        <YAxis {...axis} width={axisWidth} tickFormatter={tickFormatter} domain={[0, scale.top]} ticks={scale.ticks} />
        <Bar dataKey="value" {...bars} radius={[4, 4, 0, 0]}>
          <LabelList dataKey="text" position="top" content={labelAbove} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface CuisineBarsProps {
  rows: { cuisine: string; restaurant_count: number; share: number }[];
  /** The largest share (a fraction) the axis must reach, shared by compared cities. */
  max?: number;
}

export function CuisineBars({ rows, max }: CuisineBarsProps) {
  const data = rows.map((r) => ({ name: cuisineLabel(r.cuisine), share: r.share * 100, text: formatPercent(r.share) }));
  // A phone leaves this axis about 160 px: four intervals keep "100%" clear of "75%".
  const scale = axisScale((max ?? Math.max(...rows.map((r) => r.share))) * 100, 4);
  const decimals = tickDecimals(scale);
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
          {...axis}
          tickFormatter={(v: number) => `${v.toFixed(decimals)}%`}
          domain={[0, scale.top]}
          ticks={scale.ticks}
        />
        <YAxis type="category" dataKey="name" {...axis} width={110} />
        <Bar dataKey="share" {...bars} radius={[0, 4, 4, 0]}>
          <LabelList dataKey="text" position="right" content={labelAfter} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface TierBarsProps {
  rows: { label: string; restaurants: number }[];
  /** The largest count the axis must reach, shared by compared cities. */
  max?: number;
}

export function TierBars({ rows, max }: TierBarsProps) {
  const data = rows.map((r) => ({ label: r.label, value: r.restaurants, text: formatCount(r.restaurants) }));
  const scale = axisScale(max ?? Math.max(...data.map((d) => d.value)), 5, true);
  return <ColumnBars data={data} scale={scale} axisWidth={56} tickFormatter={(v: number) => formatCount(v)} />;
}
