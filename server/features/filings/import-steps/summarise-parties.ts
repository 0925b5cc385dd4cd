import { buildPartyFilings } from '../party-filings';
import type { ImportContext } from './import-context';

/** The week's party summary (`buildPartyFilings`), built beside its cases, to be attached with them. */
export function summariseParties(context: ImportContext): Promise<void> {
  const { database, filingId, workspaceId, pacing } = context;
  return context.progress.run('summarise-parties', (step) =>
    buildPartyFilings(database.db, { filingId, workspaceId }, pacing, (share) => step.report(share)),
  );
}
