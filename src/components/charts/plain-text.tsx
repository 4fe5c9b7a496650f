/**
 * Chart text as plain SVG, for the Recharts charts (`recharts-bars.tsx`, `price-range-bars.tsx`): Recharts' own text
 * measures each word in the DOM to wrap it, a forced layout every time, for short labels that never wrap. Nothing
 * here imports Recharts, so it adds nothing to a page's first download.
 */
import type { ReactNode } from 'react';

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

export function PlainText({ x, y, textAnchor, verticalAnchor, className, children }: PlainTextProps) {
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
