import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Separator } from '@web/components/ui/separator';
import { Database, Upload } from 'lucide-react';
import type { ReactNode } from 'react';

export interface DataManagementCardProps {
  stateName: string;
  /** Load Previous Week, Load Week Data, Delete Week. */
  weekControls: ReactNode;
  /** The Upload Files panel. */
  uploadPanel: ReactNode;
}

/** The sidebar's 'Data Management' card: the uploaded weeks and the upload form. */
export function DataManagementCard({ stateName, weekControls, uploadPanel }: DataManagementCardProps) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Database className="size-4 text-blue-700" aria-hidden="true" />
          Data Management
        </CardTitle>
        <CardDescription>Weekly {stateName} filing exports.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {weekControls}
        <Separator />
        <section aria-labelledby="upload-files-heading" className="space-y-3">
          <h3 id="upload-files-heading" className="flex items-center gap-2 text-sm font-semibold">
            <Upload className="size-4 text-blue-700" aria-hidden="true" />
            Upload Files
          </h3>
          {uploadPanel}
        </section>
      </CardContent>
    </Card>
  );
}
