/**
 * Recharts, for the settings page's one chart: loaded only when the chart is shown (the stats pages load it the same
 * way), so it adds nothing to the first load or to the settings page's own code. Stacked bars: each endpoint's calls
 * by outcome. The table below the chart carries every figure in text.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { OUTCOMES, type EndpointUse } from '../api/request-summary';

/** An endpoint's name on one line, as plain SVG text: Recharts' own text would wrap "POST" off its path. */
function EndpointTick({ x, y, payload }: { x: number | string; y: number | string; payload: { value: unknown } }) {
  return (
    <text
      x={x}
      y={y}
      dy="0.355em"
      textAnchor="end"
      fill="currentColor"
      fontSize={11}
      fontFamily="ui-monospace, monospace"
    >
      {String(payload.value)}
    </text>
  );
}

export default function UsageChart({ rows }: { rows: EndpointUse[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        <XAxis
          type="number"
          allowDecimals={false}
          stroke="currentColor"
          tick={{ fill: 'currentColor', fontSize: 12 }}
        />
        <YAxis type="category" dataKey="endpoint" width={190} interval={0} stroke="currentColor" tick={EndpointTick} />
        {OUTCOMES.map((outcome) => (
          <Bar key={outcome.key} dataKey={outcome.key} stackId="calls" fill={outcome.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
