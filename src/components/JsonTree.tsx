import { useState } from 'react';
import { focusRing } from './ui';

/** Children are rendered only once expanded, and long arrays a page at a time: a 2,000-item menu costs nothing shut. */
const PAGE = 100;
/** Open at first: the top two levels, when they are short. */
const openByDefault = (depth: number, size: number) => depth < 2 && size <= 50;

const tone = {
  key: 'text-stone-800 dark:text-stone-200',
  string: 'text-emerald-800 dark:text-emerald-300',
  number: 'text-sky-800 dark:text-sky-300',
  literal: 'text-violet-800 dark:text-violet-300',
  punctuation: 'text-stone-500 dark:text-stone-400',
};

function Primitive({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className={tone.string}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className={tone.number}>{value}</span>;
  return <span className={tone.literal}>{String(value)}</span>;
}

function JsonNode({ name, value, depth, comma }: { name?: string; value: unknown; depth: number; comma: boolean }) {
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] | null =
    value !== null && typeof value === 'object'
      ? isArray
        ? (value as unknown[]).map((v, i) => [String(i), v])
        : Object.entries(value as Record<string, unknown>)
      : null;
  const [open, setOpen] = useState(() => entries !== null && openByDefault(depth, entries.length));
  const [shown, setShown] = useState(PAGE);
  const label =
    name !== undefined && !isArrayIndex(name) ? <span className={tone.key}>{JSON.stringify(name)}: </span> : null;
  const tail = comma ? <span className={tone.punctuation}>,</span> : null;

  if (entries === null) {
    return (
      <div className="pl-4">
        {label}
        <Primitive value={value} />
        {tail}
      </div>
    );
  }
  const [start, end] = isArray ? ['[', ']'] : ['{', '}'];
  const size = `${entries.length} ${isArray ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'field' : 'fields'}`;
  if (entries.length === 0) {
    return (
      <div className="pl-4">
        {label}
        <span className={tone.punctuation}>{`${start}${end}`}</span>
        {tail}
      </div>
    );
  }
  return (
    <div className="pl-4">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className={`-ml-4 rounded text-left hover:bg-stone-200/70 dark:hover:bg-stone-800 ${focusRing}`}
      >
        <span aria-hidden="true" className="inline-block w-4 text-stone-500">
          {open ? '▾' : '▸'}
        </span>
        {label}
        <span className={tone.punctuation}>{start}</span>
        {!open && (
          <>
            <span className="px-1 text-stone-600 italic dark:text-stone-300">{preview(entries) ?? size}</span>
            <span className={tone.punctuation}>{end}</span>
            {tail}
          </>
        )}
      </button>
      {open && (
        <>
          {entries.slice(0, shown).map(([key, child], i) => (
            <JsonNode
              key={key}
              name={isArray ? `#${key}` : key}
              value={child}
              depth={depth + 1}
              comma={i < entries.length - 1}
            />
          ))}
          {entries.length > shown && (
            <div className="pl-4">
              <button
                type="button"
                className={`rounded px-1 text-emerald-800 underline dark:text-emerald-300 ${focusRing}`}
                onClick={() => setShown((n) => n + PAGE)}
              >
                Show {Math.min(PAGE, entries.length - shown)} more of {entries.length}
              </button>
            </div>
          )}
          <div>
            <span className={tone.punctuation}>{end}</span>
            {tail}
          </div>
        </>
      )}
    </div>
  );
}

const isArrayIndex = (name: string) => name.startsWith('#');

/** A shut object shows its first two plain fields (`name: "Joe's Pizza", city: "Austin"`) to be recognisable. */
function preview(entries: [string, unknown][]): string | null {
  const primitive = entries.filter(([, v]) => v === null || typeof v !== 'object');
  // ids all look alike; a name says most
  const telling = primitive
    .filter(([k]) => !k.endsWith('_id'))
    .sort(([a], [b]) => Number(b === 'name') - Number(a === 'name'));
  const plain = (telling.length > 0 ? telling : primitive).slice(0, 2);
  if (plain.length === 0 || /^\d/.test(entries[0]![0])) return null;
  const text = plain.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ');
  return `${text.length > 60 ? `${text.slice(0, 59)}…` : text}${entries.length > plain.length ? ', …' : ''}`;
}

/** A JSON value as a collapsible, coloured tree. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="max-h-[28rem] overflow-auto rounded-lg bg-stone-100 py-2 pr-3 pl-1 font-mono text-xs leading-5 break-words dark:bg-stone-950"
    >
      <JsonNode value={value} depth={0} comma={false} />
    </div>
  );
}
