import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** The case types most likely to need an expert, with why (spec §2). */
const CASE_TYPES = [
  { code: 'CF', name: 'Contract: Fraud', text: 'Often needs forensic accounting and fraud examiners.' },
  { code: 'CN', name: 'Contracts', text: 'Damages experts and industry specialists on large disputes.' },
  { code: 'PI', name: 'Personal Injury', text: 'Medical, economic and accident reconstruction experts.' },
  { code: 'BK', name: 'Bankruptcy', text: 'Financial, valuation and insolvency experts.' },
] as const;

export function CaseTypesCard() {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          High-Value Case Types
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          {CASE_TYPES.map((type) => (
            <div key={type.code} className="flex gap-3">
              <dt className="shrink-0">
                <Badge variant="info" className="w-9 font-mono">
                  {type.code}
                </Badge>
              </dt>
              <dd className="text-sm">
                <span className="block font-medium">{type.name}</span>
                <span className="block text-muted-foreground">{type.text}</span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
