import { humanizeKey } from '../complaint-format';

const MAX_DEPTH = 3;

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function formatPrimitive(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value;
}

/** Any JSON value as readable text: lists as bullets, objects as labelled fields (spec §2 generic cards). */
export function GenericValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted-foreground">Not specified</span>;
  }
  if (isPrimitive(value))
    return <span className="break-words whitespace-pre-line">{formatPrimitive(value)}</span>;
  if (depth >= MAX_DEPTH) {
    return <code className="break-all text-xs text-muted-foreground">{JSON.stringify(value)}</code>;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">None</span>;
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, index) => (
          // Generic values have no identity of their own; their position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <GenericValue value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]">
      {entries.map(([key, item]) => (
        <div key={key} className="contents">
          <dt className="text-xs font-medium text-muted-foreground sm:pt-0.5">{humanizeKey(key)}</dt>
          <dd className="min-w-0 text-sm">
            <GenericValue value={item} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A field of the analysis with no section of its own, as a titled block. */
export function GenericFieldCard({ name, value }: { name: string; value: unknown }) {
  return (
    <section className="min-w-0 rounded-lg border bg-muted/30 p-4" aria-label={humanizeKey(name)}>
      <h4 className="mb-2 text-sm font-semibold">{humanizeKey(name)}</h4>
      <div className="text-sm">
        <GenericValue value={value} />
      </div>
    </section>
  );
}
