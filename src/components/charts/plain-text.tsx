/**
 * Chart text as plain SVG, for the Recharts charts (`recharts-bars.tsx`, `price-range-bars.tsx`): Recharts' own text
 * measures each word in the DOM to wrap it, a forced layout every time, for short labels that never wrap. Nothing
 * here imports Recharts' code (only its types), so it adds nothing to a page's first download.
 */
import type { ReactNode } from 'react';
import type { LabelProps } from 'recharts';

/** How far below its anchor point a line of text sits, as Recharts' own text places it. */
const BASELINE = { start: '0.71em', middle: '0.355em', end: '0' } as const;

interface PlainTextProps {
  x?: number | string;
  y?: number | string;
  textAnchor: 'start' | 'middle' | 'end';
  verticalAnchor: keyof typeof BASELINE;
  className?: string;
  children: ReactNode;
}

function PlainText({ x, y, textAnchor, verticalAnchor, className, children }: PlainTextProps) {
  return (
    <text
      x={x}
      y={y}
      dy={BASELINE[verticalAnchor]}
      textAnchor={textAnchor}
      className={className}
      fill="currentColor"
      fontSize={12}
    >
      {children}
    </text>
  );
}

interface TickProps {
  x: number | string;
  y: number | string;
  index: number;
  payload: { value: unknown };
  textAnchor: string;
  verticalAnchor: string;
  tickFormatter: ((value: never, index: number) => string) | undefined;
  className?: string;
}

const shorten = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 1).trimEnd()}…` : text;

/**
 * An axis tick (Recharts' `tick`) as plain text, where Recharts' own would be. An unformatted value longer than
 * `maxChars` is cut with an ellipsis: a place name beside narrow bars (the page's table has it whole).
 */
export const axisTick = (maxChars = Infinity) =>
  function AxisTick({ payload, index, tickFormatter, textAnchor, verticalAnchor, ...text }: TickProps) {
    return (
      <PlainText
        {...text}
        textAnchor={textAnchor as PlainTextProps['textAnchor']}
        verticalAnchor={verticalAnchor as PlainTextProps['verticalAnchor']}
      >
        {tickFormatter ? tickFormatter(payload.value as never, index) : shorten(String(payload.value), maxChars)}
      </PlainText>
    );
  };

/** The gap between a bar and its value, as LabelList leaves it. */
const LABEL_OFFSET = 5;

/** A bar's value (LabelList's `content`), above it (upright bars) or after it (lying ones), where LabelList would put it. */
export const barValueLabel = (position: 'top' | 'right') =>
  function ValueLabel({ viewBox, value }: LabelProps) {
    if (!viewBox || !('width' in viewBox)) return null;
    const { x = 0, y = 0, width = 0, height = 0 } = viewBox;
    const above = position === 'top';
    return (
      <PlainText
        x={above ? x + width / 2 : x + width + LABEL_OFFSET}
        y={above ? y - LABEL_OFFSET : y + height / 2}
        textAnchor={above ? 'middle' : 'start'}
        verticalAnchor={above ? 'end' : 'middle'}
      >
        {value}
      </PlainText>
    );
  };
