import type { LeadDto, LeadUpdateBody } from '@common/leads';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiJson, getErrorMessage, isApiError } from '@web/lib/api-client';
import { CASES_KEY_ROOT, invalidateCaseQueries } from '@web/lib/query-keys';
import { readConflictLead, withCaseLead } from '../lead-cache';

/** PATCH /api/legal-cases/:id/lead: only the fields sent change; `version` is the lead's as the user saw it. */
export function updateLead(caseId: number, body: LeadUpdateBody): Promise<LeadDto> {
  return apiJson<LeadDto>('PATCH', `/api/legal-cases/${caseId}/lead`, { body });
}

/** Shows `lead` on the case's page and on every cached list that holds the case, at once. */
function setCachedLead(queryClient: QueryClient, caseId: number, lead: LeadDto): void {
  queryClient.setQueriesData({ queryKey: [CASES_KEY_ROOT] }, (data: unknown) =>
    withCaseLead(data, caseId, lead),
  );
}

/**
 * Changes a case's lead. The answer shows at once wherever the case is cached, then the lists (whose lead
 * filters it may now leave or join) and the counters reload. A 409 means someone changed the lead since the
 * page loaded: the lead as it now is replaces the page's, and a toast says who changed it and to what, so the
 * user can make their change again on what is there now.
 */
export function useUpdateLead(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-lead', caseId],
    mutationFn: (body: LeadUpdateBody) => updateLead(caseId, body),
    onSuccess: async (lead) => {
      setCachedLead(queryClient, caseId, lead);
      await invalidateCaseQueries(queryClient);
    },
    onError: async (error) => {
      const current = isApiError(error) && error.status === 409 ? readConflictLead(error.body) : null;
      toast({
        title: current ? 'Lead Changed Meanwhile' : 'Could Not Change the Lead',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      if (current) {
        setCachedLead(queryClient, caseId, current);
        await invalidateCaseQueries(queryClient);
      }
    },
  });
}
