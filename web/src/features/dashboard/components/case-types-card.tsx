import { CASE_TYPES } from '@common/case-types';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** The four types spec §2 names on this card; their explanations come from the import's own table. */
const CARD_CODES = ['CF', 'CN', 'PI', 'BK'] as const;

/** The case types spec §2 explains, and the rules the import applies (docs/classification.md, briefly). */
export function CaseTypesCard() {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          High-Value Case Types
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-3">
          {CARD_CODES.map((code) => {
            const type = CASE_TYPES[code];
            if (!type) return null;
            return (
              <div key={code} className="flex gap-3">
                <dt className="shrink-0">
                  <Badge variant="info" className="w-9 font-mono">
                    {code}
                  </Badge>
                </dt>
                <dd className="text-sm">
                  <span className="block font-medium">{type.label}</span>
                  <span className="block text-muted-foreground">{type.why}</span>
                </dd>
              </div>
            );
          })}
        </dl>
        <div className="space-y-1.5 rounded-lg bg-muted/60 px-3 py-2.5 text-xs text-muted-foreground">
          <p>
            <span className="font-medium text-foreground">Amount tiers</span> (Utah R. Civ. P. 26): over
            $50,000 is Tier 2 and $300,000 or more Tier 3; either makes a case high-value.
          </p>
          <p>
            <span className="font-medium text-foreground">Filtered out:</span> evictions, small claims (up to
            $20,000 from 2025), liens, judgment registrations, debt collection by repeat filers or debt
            buyers, and cases with no evidence of value.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
