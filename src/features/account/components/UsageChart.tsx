/**
 * Recharts, for the settings page's one chart: loaded only when the chart is shown (the stats pages load it the same
 * way), so it adds nothing to the first load or to the settings page's own code. One bar per day of the quota month
 * so far; on a screen wide enough, each day's count is written above its bar. The table beside it has every figure.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { axisScale } from '../../../lib/axis-scale';
import { formatCount } from '../../../lib/money';
import { axisTick, barValueLabel } from '../../../components/charts/plain-text';

export interface DayBar {
  /** Day of the month, 1–31. */
  day: number;
  used: number;
}

const labelAbove = barValueLabel('top');
const axis = { tick: axisTick(), stroke: 'currentColor', tickLine: false } as const;

export default function UsageChart({ days, wide }: { days: readonly DayBar[]; wide: boolean }) {
  const scale = axisScale(Math.max(...days.map((d) => d.used)), 4, true);
  // Zeros carry no label: a row of "0" along the axis would only hide the days that count.
  const data = days.map((d) => ({ ...d, text: d.used > 0 ? formatCount(d.used) : '' }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 22, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        {/* Every day's number where there is room; on a phone every fifth (1, 6, 11, …). */}
        <XAxis dataKey="day" {...axis} interval={wide ? 0 : 4} />
        <YAxis {...axis} width={44} domain={[0, scale.top]} ticks={scale.ticks} tickFormatter={formatCount} />
        <Bar dataKey="used" fill="var(--chart-bar)" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {wide && <LabelList dataKey="text" position="top" content={labelAbove} />}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
