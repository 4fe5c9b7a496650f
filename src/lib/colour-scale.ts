/**
 * The one sequential colour scale of the app's figures (the heatmap's cells, the map of every city): light to dark
 * over the real range of the values shown, never past it, so the legend's ends are the lowest and highest value.
 */
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** Where a value sits between the data's lowest and highest (0–1); 0.5 when they are one value. */
export function position(value: number, low: number, high: number): number {
  return high === low ? 0.5 : (value - low) / (high - low);
}

/** Text on a cell: whichever of white and black contrasts more with it (black, as near-black fell short mid-scale). */
const TEXT_COLOURS = ['#ffffff', '#000000'] as const;

/** A cell's colour at `t` (0–1): light to dark green, and the text colour that reads on it. */
export function heatColour(t: number): { background: string; color: string } {
  const lightness = Math.round(96 - t * 68);
  const background = colord({ h: 158, s: 55, l: lightness });
  const [color] = [...TEXT_COLOURS].sort((a, b) => background.contrast(b) - background.contrast(a));
  return { background: `hsl(158 55% ${lightness}%)`, color: color! };
}
