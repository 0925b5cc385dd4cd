import type * as React from 'react';
import { Input } from './input';
import { Label } from './label';

/** A labelled text input, the shape every form here uses; `optional` adds the muted '(optional)'. */
export function TextField({
  id,
  label,
  optional = false,
  ...props
}: { id: string; label: React.ReactNode; optional?: boolean } & React.ComponentProps<typeof Input>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      <Input id={id} {...props} />
    </div>
  );
}
