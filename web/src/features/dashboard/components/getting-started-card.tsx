import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const STEPS = [
  {
    title: 'Upload a weekly export',
    text: 'Add the CSV of civil filings for a state, with its week number and year.',
  },
  {
    title: 'Review high-value cases',
    text: 'Cases with large claims and case types that call for expert testimony are picked out.',
  },
  {
    title: 'Run AI background search',
    text: 'Research the parties and rank cases by their expert witness prospects.',
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
