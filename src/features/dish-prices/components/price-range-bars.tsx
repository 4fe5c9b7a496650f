/**
 * Recharts lives only in this module, loaded by `PriceRangeChart.tsx` once there are figures to draw, so it stays out
 * of the page's first download. One line a place: a bar over the middle half of its prices (25th to 75th
 * percentile), a tick at the median, and the median written in a column on the right, so the chart reads without
 * colour.
 *
 * As in the city dashboard's charts, ticks and labels are plain SVG text (`components/charts/plain-text.tsx`) with
 * every tick shown: Recharts' own text measures each word in the DOM. The price axis has a few round ticks
 * (`range-axis.ts`), five intervals at most, so "$100" never runs into "$75" on a phone; place names longer than the
 * axis allows are cut with an ellipsis (the table has them whole).
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatPrice } from '../../../lib/money';
import { priceTickFormat } from '../../../lib/axis-scale';
import { axisTick } from '../../../components/charts/plain-text';
import { rangeAxis } from './range-axis';

export interface RangeRow {
  key: string;
  label: string;
  /** null: too few priced items to say. */
  p25: number | null;
  median: number | null;
  p75: number | null;
}

/** Width of the place names, and the longest name that fits it at 12 px: a phone's, and a wider screen's. */
const NAMES = { narrow: { width: 104, chars: 15 }, wide: { width: 168, chars: 26 } } as const;
const MEDIAN_WIDTH = 56;

interface ShapeProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  payload?: RangeRow;
}

/** The middle half as a bar and the median as a tick across it; "too few items" otherwise. */
function RangeShape({ x = 0, y = 0, width = 0, height = 0, payload }: ShapeProps) {
  const middle = y + height / 2;
  if (!payload || payload.median === null || payload.p25 === null || payload.p75 === null) {
    return (
      <text x={x + 4} y={middle} dy="0.355em" fill="currentColor" fontSize={12} fontStyle="italic">
        too few items
      </text>
    );
  }
  const spread = payload.p75 - payload.p25;
  const medianX = x + (spread > 0 ? (width * (payload.median - payload.p25)) / spread : 0);
  return (
    <g>
      <rect x={x} y={y} width={Math.max(width, 2)} height={height} rx={3} fill="var(--chart-bar)" />
      <line
        x1={medianX}
        x2={medianX}
        y1={y - 3}
        y2={y + height + 3}
        stroke="var(--chart-stroke, currentColor)"
        strokeWidth={3}
      />
    </g>
  );
}

export function PriceRangeBars({ rows, wide }: { rows: readonly RangeRow[]; wide: boolean }) {
  const names = wide ? NAMES.wide : NAMES.narrow;
  const priced = rows.filter((r) => r.p25 !== null && r.p75 !== null);
  const scale = rangeAxis(Math.min(...priced.map((r) => r.p25!)), Math.max(0, ...priced.map((r) => r.p75!)));
  // A place with too few items sits at the axis' start, where its "too few items" is written.
  const data = rows.map((r) => ({
    ...r,
    medianText: r.median === null ? '' : formatPrice(r.median),
    range: r.p25 === null || r.p75 === null ? [scale.bottom, scale.bottom] : [r.p25, r.p75],
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 4, bottom: 4, left: 0 }}
        barCategoryGap="30%"
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        <XAxis
          type="number"
          domain={[scale.bottom, scale.top]}
          // Bars otherwise pull the axis back to zero, their usual base.
          allowDataOverflow
          ticks={scale.ticks}
          interval={0}
          stroke="currentColor"
          tick={axisTick()}
          tickFormatter={priceTickFormat(scale)}
        />
        <YAxis
          yAxisId="names"
          type="category"
          dataKey="label"
          width={names.width}
          interval={0}
          stroke="currentColor"
          tick={axisTick(names.chars)}
        />
        {/* The medians as a column of their own on the right, outside the bars' clipped area. */}
        <YAxis
          yAxisId="medians"
          orientation="right"
          type="category"
          dataKey="medianText"
          width={MEDIAN_WIDTH}
          interval={0}
          axisLine={false}
          tickLine={false}
          tick={axisTick()}
        />
        <Bar yAxisId="names" dataKey="range" isAnimationActive={false} shape={RangeShape} />
      </BarChart>
    </ResponsiveContainer>
  );
}
