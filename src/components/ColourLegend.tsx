import { heatColour } from '../lib/colour-scale';
import { mutedText } from './ui';

/** The colour scale from the lowest value shown to the highest, its ends labelled with those values. */
export function ColourLegend({
  low,
  high,
  text,
  testId,
}: {
  low: number;
  high: number;
  text: (n: number) => string;
  testId: string;
}) {
  const stops = [0, 0.25, 0.5, 0.75, 1].map((t) => heatColour(t).background).join(', ');
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid={testId}>
      <span className="tabular-nums">{text(low)}</span>
      <span
        aria-hidden="true"
        className="h-3 w-48 rounded"
        style={{ background: `linear-gradient(to right, ${stops})` }}
      />
      <span className="tabular-nums">{text(high)}</span>
      <span className={mutedText}>(lowest to highest shown)</span>
    </div>
  );
}
