import { mutedText } from '../../../components/ui';
import { Prose } from './Prose';
import { constraints, describeType, refName, type Schema } from '../lib/openapi';

/** An object's fields as a list: name, type (a link for named models), required, rules, description; inline objects nest. */
export function SchemaFields({ schema, depth = 0 }: { schema: Schema; depth?: number }) {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const name = refName(target);
  if (name || !target.properties) {
    return (
      <p className="text-sm">
        <TypeName schema={schema} />
      </p>
    );
  }
  const required = new Set(target.required ?? []);
  return (
    <ul
      className={`divide-y divide-stone-200 text-sm dark:divide-stone-800 ${depth > 0 ? 'mt-1 border-l-2 border-stone-200 pl-3 dark:border-stone-700' : ''}`}
    >
      {Object.entries(target.properties).map(([field, value]) => {
        const inner = value.type === 'array' && value.items ? value.items : value;
        return (
          <li key={field} className="py-2">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-mono font-semibold">{field}</code>
              <TypeName schema={value} />
              {required.has(field) && (
                <span className="text-xs font-medium text-amber-800 dark:text-amber-300">required</span>
              )}
              {constraints(value).map((rule) => (
                <span key={rule} className={`font-mono text-xs ${mutedText}`}>
                  {rule}
                </span>
              ))}
            </p>
            {value.description && (
              <p className={mutedText}>
                <Prose text={value.description} />
              </p>
            )}
            {!refName(inner) && inner.properties && depth < 3 && <SchemaFields schema={inner} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

function TypeName({ schema }: { schema: Schema }) {
  const inner = schema.type === 'array' && schema.items ? schema.items : schema;
  const name = refName(inner);
  const text = describeType(schema);
  if (!name) return <span className="font-mono text-xs text-sky-800 dark:text-sky-300">{text}</span>;
  return (
    <a
      href={`#model-${name}`}
      className="font-mono text-xs text-sky-800 underline underline-offset-2 dark:text-sky-300"
    >
      {text}
    </a>
  );
}
