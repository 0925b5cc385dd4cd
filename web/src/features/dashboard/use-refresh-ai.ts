import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { refetchShownCaseQueries } from '@web/lib/query-keys';
import { useState } from 'react';

/** 'Refresh AI': reloads the scores and research, and says when it is done (it is often too quick to see). */
export function useRefreshAi(): { isRefreshing: boolean; refresh: () => Promise<void> } {
  const queryClient = useQueryClient();
  const [isRefreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      await refetchShownCaseQueries(queryClient);
      toast({ title: 'Cases Refreshed', description: 'The latest scores and research are shown.' });
    } catch {
      toast({ title: 'Refresh Failed', description: 'Failed to reload the cases.', variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  }

  return { isRefreshing, refresh };
}
