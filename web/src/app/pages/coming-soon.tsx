import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A signed-in page whose content is not built yet: its title, what it will hold, and a way back. */
export function ComingSoon({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <Card>
        <CardContent className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 ring-1 ring-blue-100">
            <Icon className="size-6 text-blue-700" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
          <div className="mt-2 max-w-md text-sm text-muted-foreground">{children}</div>
          <p className="mt-6 rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
            Coming soon
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
