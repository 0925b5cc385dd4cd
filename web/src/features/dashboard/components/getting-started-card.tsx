import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const STEPS = [
  {
    title: 'Upload a weekly export',
    text: 'In Data Management, choose the state, week number and year, then drop the CSV of new civil filings.',
  },
  {
    title: 'Review high-value cases',
    text: 'Cases with large claims and case types that call for expert testimony are listed first; open one for details.',
  },
  {
    title: 'Search, filter and switch weeks',
    text: 'Search party names or case numbers, filter by case type, and load earlier weeks from the sidebar.',
  },
] as const;

export function GettingStartedCard() {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          Getting Started
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-blue-600 text-xs font-semibold text-white">
                {index + 1}
              </span>
              <span className="text-sm">
                <span className="block font-medium">{step.title}</span>
                <span className="block text-muted-foreground">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
