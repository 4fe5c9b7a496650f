import { highlightParts } from '../lib/highlight';

/** The text with the words the query matched wrapped in <mark>. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = highlightParts(text, query);
  return (
    <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}
