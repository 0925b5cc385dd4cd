import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Database, Upload } from 'lucide-react';

/** The sidebar's home for weeks and uploads; the controls arrive with the filings feature. */
export function DataManagementCard({ stateName }: { stateName: string }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Database className="size-4 text-blue-700" aria-hidden="true" />
          Data Management
        </CardTitle>
        <CardDescription>Weekly {stateName} filing exports.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="rounded-lg border border-dashed border-input bg-muted/40 px-4 py-6 text-center">
          <Upload className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
          <p className="mt-2 text-sm font-medium">No weeks uploaded yet</p>
          <p className="mt-1 text-xs text-muted-foreground">Uploaded weeks will be listed here.</p>
        </div>
      </CardContent>
    </Card>
  );
}
