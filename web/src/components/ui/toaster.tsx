import { lazy, useState } from 'react';
import { LazyPart } from './lazy-part';
import { type ToasterToast, useToast } from './use-toast';

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

/**
 * The app's single toast area (spec §2): renders whatever `toast()` has queued. Radix's toast code comes with
 * the first toast, not with the first page; from then on the area stays, F8 included.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [isNeeded, setNeeded] = useState(false);
  if (toasts.length > 0 && !isNeeded) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <LazyPart pending={null} failed={<PlainToasts toasts={toasts} />}>
      <ToastRegion toasts={toasts} />
    </LazyPart>
  );
}

/** The toasts as text, should Radix's code fail to load: what they say still reaches the user. */
function PlainToasts({ toasts }: { toasts: ToasterToast[] }) {
  return (
    <div role="status" className="fixed right-0 bottom-0 z-[100] w-full p-4 md:max-w-[420px]">
      {toasts
        .filter((toast) => toast.open !== false)
        .map(({ id, title, description }) => (
          <div key={id} className="rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg">
            {title && <p className="font-semibold">{title}</p>}
            {description && <p className="opacity-90">{description}</p>}
          </div>
        ))}
    </div>
  );
}
