import { codeSpans } from '../lib/openapi';

/** A description from the OpenAPI document, its `code` spans shown as code rather than raw backticks. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {codeSpans(text).map((part, i) =>
        part.code ? (
          <code key={i} className="font-mono text-[0.9em]">
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
