import { FlaskConical } from 'lucide-react';

/** The admin's AI test area (spec §2). The test calls arrive with the AI analysis work; this holds its place. */
export function AiTestPanel() {
  return (
    <section
      aria-label="AI Test"
      className="rounded-lg border border-dashed border-violet-300 bg-violet-50/60 px-4 py-5 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-violet-900">
        <FlaskConical className="size-4" aria-hidden="true" />
        AI Test
      </p>
      <p className="mt-1 text-xs text-violet-800">
        Pasting text or a document to test the AI analysis becomes available once the AI service is connected.
      </p>
    </section>
  );
}
