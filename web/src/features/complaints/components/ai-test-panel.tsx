import type { AiTestResponse } from '@common/cases';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { FileText, FlaskConical, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useTestAiFile } from '../api/test-ai-file';
import { useTestAiText } from '../api/test-ai-text';
import { AI_TEST_EXTENSIONS, COMPLAINT_MAX_MB } from '../complaint-format';
import { ComplaintFilePicker } from './complaint-file-picker';

function showTestError(error: unknown) {
  toast({
    title: 'AI Test Failed',
    description: error instanceof Error ? error.message : 'API test failed',
    variant: 'destructive',
  });
}

function ResultList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-violet-900/80">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the test call returned (spec §7: summary, facts, findings, opportunities, attorneys). */
export function AiTestResult({ result, source }: { result: AiTestResponse; source: string }) {
  const attorneys = [
    ['Plaintiff attorneys', result.attorneyInformation.plaintiffAttorneys],
    ['Defendant attorneys', result.attorneyInformation.defendantAttorneys],
  ] as const;
  return (
    <div className="space-y-3 rounded-md border border-violet-200 bg-card p-3.5" data-testid="ai-test-result">
      <p className="text-xs text-muted-foreground">Result of the {source} test</p>
      <section>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-violet-900/80">Summary</h4>
        <p className="mt-1 text-sm break-words">{result.summary || 'No summary.'}</p>
      </section>
      <ResultList title="Factual summary" items={result.factualSummary} />
      <ResultList title="Key findings" items={result.keyFindings} />
      <ResultList title="Expert witness opportunities" items={result.expertWitnessOpportunities} />
      <div className="grid gap-3 sm:grid-cols-2">
        {attorneys.map(([title, list]) => (
          <section key={title}>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-violet-900/80">{title}</h4>
            {list.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">None found</p>
            ) : (
              <ul className="mt-1 space-y-0.5 text-sm">
                {list.map((attorney) => (
                  <li key={`${attorney.name}-${attorney.firm ?? ''}`} className="break-words">
                    <span className="font-medium">{attorney.name}</span>
                    {attorney.firm && <span className="text-muted-foreground"> · {attorney.firm}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * The admin's AI test area (spec §2, §6): paste text or pick a document and see what the analysis reads
 * from it, without storing anything.
 */
export function AiTestPanel() {
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ result: AiTestResponse; source: string } | null>(null);
  const textTest = useTestAiText();
  const fileTest = useTestAiFile();
  const isBusy = textTest.isPending || fileTest.isPending;

  async function runTextTest() {
    if (!text.trim()) {
      toast({
        title: 'Text Required',
        description: 'Please enter some text to test.',
        variant: 'destructive',
      });
      return;
    }
    try {
      setResult({ result: await textTest.mutateAsync(text), source: 'text' });
    } catch (error) {
      showTestError(error);
    }
  }

  async function runFileTest() {
    if (!file) {
      toast({
        title: 'No File Selected',
        description: 'Please select a file first.',
        variant: 'destructive',
      });
      return;
    }
    try {
      setResult({ result: await fileTest.mutateAsync(file), source: file.name });
    } catch (error) {
      showTestError(error);
    }
  }

  return (
    <section
      aria-label="AI Test"
      className="space-y-4 rounded-lg border border-violet-200 bg-violet-50/60 p-4"
      data-testid="ai-test-panel"
    >
      <div>
        <p className="flex items-center gap-2 font-medium text-violet-900">
          <FlaskConical className="size-4" aria-hidden="true" />
          AI Test
        </p>
        <p className="mt-0.5 text-xs text-violet-800">
          Run the complaint analysis on pasted text or a document. Nothing is saved.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-text`}>Text</Label>
          <Textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Paste part of a complaint…"
            className="min-h-28 flex-1 bg-card"
          />
          <Button size="sm" onClick={() => void runTextTest()} disabled={isBusy}>
            <Play aria-hidden="true" />
            {textTest.isPending ? 'Testing…' : 'Test Text'}
          </Button>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <span className="text-sm font-medium">Document</span>
          <ComplaintFilePicker
            kind="ai-test"
            file={file}
            onChange={setFile}
            label="AI test document"
            hint={`${AI_TEST_EXTENSIONS.join(' ')} (max ${COMPLAINT_MAX_MB}MB)`}
            disabled={isBusy}
          />
          <Button size="sm" variant="outline" onClick={() => void runFileTest()} disabled={isBusy || !file}>
            <FileText aria-hidden="true" />
            {fileTest.isPending ? 'Testing…' : 'Test File'}
          </Button>
        </div>
      </div>
      {result && <AiTestResult result={result.result} source={result.source} />}
    </section>
  );
}
