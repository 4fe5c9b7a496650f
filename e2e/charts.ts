/** Reading the Recharts charts as drawn on screen, for the journeys that check them (stats pages, Dish prices). */
import type { Locator } from '@playwright/test';

export interface Label {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every tick label of each axis of a chart, and its bars' value labels, as drawn on screen. */
export function readChart(chart: Locator): Promise<{ xAxis: Label[]; yAxis: Label[]; values: string[] }> {
  return chart.evaluate((frame) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const ticks = (axis: string) =>
      [...frame.querySelectorAll(`.recharts-${axis}.recharts-cartesian-axis-tick-value`)].map(box);
    return {
      xAxis: ticks('xAxis'),
      yAxis: ticks('yAxis'),
      values: [...frame.querySelectorAll('.recharts-label-list text')].map((el) => el.textContent ?? ''),
    };
  });
}

/** Pairs of labels closer than `gap` pixels in both directions: they run into each other. */
export function collisions(labels: Label[], gap = 2): string[] {
  const found: string[] = [];
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      const apartX = a.right + gap <= b.left || b.right + gap <= a.left;
      const apartY = a.bottom + gap <= b.top || b.bottom + gap <= a.top;
      if (!apartX && !apartY) found.push(`"${a.text}" / "${b.text}"`);
    }),
  );
  return found;
}
