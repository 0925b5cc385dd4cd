import { Button } from '@web/components/ui/button';
import { BrandMark } from '@web/features/auth/components/brand-mark';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Any path the app does not know (spec §2). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <main className="flex min-h-svh flex-col items-center justify-center px-4 text-center">
      <BrandMark />
      <p className="mt-6 text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for doesn't exist or has been moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </main>
  );
}
