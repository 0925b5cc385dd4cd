import type { EnrichBackgroundsResponse, LegalCaseDto } from '@common/cases';
import type { FilingDto } from '@common/filings';
import { ENRICH_MAX_CASES } from '@common/parties';
import { withBenchApp } from './bench-app';

export interface EnrichRunResult {
  casesStored: number;
  /** Wall time of each run of enriching `casesPerRun` cases (calls of 500, one after another). */
  runsMs: number[];
  casesPerRun: number;
  /** Distinct parties researched in one run, and the party-summary rows read for them. */
  partiesResearched: number;
  repeatFilers: number;
  openMs: number;
}

/**
 * Isolated task: opens the stored database of the 200 MB import, builds the real app, registers a user
 * (the default workspace, which holds the week), and enriches the top `casesPerRun` high-value cases the
 * dashboard lists, in calls of 500 through app.inject, `runs` times (the first run is the cold one).
 */
export async function measureEnrichment(
  dbDir: string,
  options: { dataDir: string; casesPerRun: number; runs: number },
): Promise<EnrichRunResult> {
  return withBenchApp(dbDir, options.dataDir, async ({ app, headers, openMs }) => {
    const filings = (
      await app.inject({ url: '/api/court-filings?state=utah', headers })
    ).json() as FilingDto[];
    const casesStored = filings.reduce((sum, f) => sum + f.totalCases, 0);

    const ids: number[] = [];
    let url: string | null = `/api/legal-cases/high-value?state=utah&limit=${ENRICH_MAX_CASES}`;
    while (url && ids.length < options.casesPerRun) {
      const page: Awaited<ReturnType<typeof app.inject>> = await app.inject({ url, headers });
      ids.push(...(page.json() as LegalCaseDto[]).map((c) => c.id));
      url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1] ?? null;
    }
    const chosen = ids.slice(0, options.casesPerRun);
    if (chosen.length < options.casesPerRun) throw new Error(`only ${chosen.length} high-value cases stored`);

    const runsMs: number[] = [];
    const parties = new Set<string>();
    const repeat = new Set<string>();
    for (let run = 0; run < options.runs; run++) {
      const t = performance.now();
      for (let i = 0; i < chosen.length; i += ENRICH_MAX_CASES) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/legal-cases/enrich-backgrounds',
          headers,
          payload: { state: 'utah', caseIds: chosen.slice(i, i + ENRICH_MAX_CASES) },
        });
        if (response.statusCode !== 200) throw new Error(`enrich: ${response.statusCode} ${response.body}`);
        if (run === 0) {
          for (const c of (response.json() as EnrichBackgroundsResponse).enrichedCases) {
            for (const p of c.research?.parties ?? []) {
              parties.add(p.normalizedName);
              if (p.history.isRepeatFiler) repeat.add(p.normalizedName);
            }
          }
        }
      }
      runsMs.push(performance.now() - t);
    }
    return {
      casesStored,
      runsMs,
      casesPerRun: chosen.length,
      partiesResearched: parties.size,
      repeatFilers: repeat.size,
      openMs,
    };
  });
}
