/**
 * A one-line progress bar with an ETA for the catalog build. On a terminal it redraws in place; in a log (CI,
 * a pipe) it prints a line every 10% so the output stays readable.
 */
export interface PhaseShare {
  start: number;
  weight: number;
  label: string;
}

/** Rough share of the build's time each phase takes at full scale, so one bar can cover all of them. */
const BUILD_PHASES: Record<string, PhaseShare> = {
  writing: { start: 0, weight: 0.7, label: 'generating and writing rows' },
  indexing: { start: 0.7, weight: 0.16, label: 'building search indexes' },
  optimizing: { start: 0.86, weight: 0.14, label: 'optimizing indexes' },
};

export interface PhaseProgress {
  phase: string;
  done: number;
  total: number;
}

const WIDTH = 30;

function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function progressBar(
  stream: NodeJS.WriteStream = process.stderr,
  phases: Readonly<Record<string, PhaseShare>> = BUILD_PHASES,
): {
  update: (progress: PhaseProgress) => void;
  done: () => void;
} {
  const started = performance.now();
  let lastLoggedTenth = -1;
  let lastDraw = 0;
  return {
    update({ phase, done, total }) {
      const { start, weight, label } = phases[phase]!;
      const fraction = Math.min(1, start + weight * (total === 0 ? 1 : done / total));
      const elapsed = (performance.now() - started) / 1000;
      const eta = fraction > 0.02 ? clock((elapsed / fraction) * (1 - fraction)) : '…';
      const counts = phase === 'writing' ? ` ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}` : '';
      const text = `${Math.floor(fraction * 100)
        .toString()
        .padStart(3)}% ${label}${counts} · elapsed ${clock(elapsed)} · ETA ${eta}`;
      if (stream.isTTY) {
        const now = performance.now();
        if (now - lastDraw < 100 && fraction < 1) return;
        lastDraw = now;
        const filled = Math.round(fraction * WIDTH);
        stream.write(`\r[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${text}\x1b[K`);
      } else {
        const tenth = Math.floor(fraction * 10);
        if (tenth > lastLoggedTenth) {
          lastLoggedTenth = tenth;
          stream.write(`${text}\n`);
        }
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
