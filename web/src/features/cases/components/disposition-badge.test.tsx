import type { CaseDisposition } from '@common/cases';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DispositionBadge } from './disposition-badge';

const render = (disposition: CaseDisposition | null) =>
  renderToStaticMarkup(<DispositionBadge legalCase={{ disposition }} />);

describe('DispositionBadge', () => {
  it('shows a dismissed case as over, with its date', () => {
    const html = render({ label: 'Dismissed w/o Prejudice', kind: 'dismissed', date: '2025-03-14' });
    expect(html).toContain('data-testid="disposition"');
    expect(html).toContain('Dismissed w/o Prejudice · Mar 14, 2025');
    expect(html).toContain('bg-secondary');
    expect(html).toContain('the case is over, not a lead');
  });

  it('outlines a case that goes on', () => {
    const html = render({ label: 'Active', kind: 'open', date: null });
    expect(html).toContain('Active');
    expect(html).not.toContain('bg-secondary');
    expect(html).not.toContain('not a lead');
  });

  it('shows nothing without a disposition', () => {
    expect(render(null)).toBe('');
  });
});
