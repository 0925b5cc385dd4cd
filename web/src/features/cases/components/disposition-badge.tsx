import { isOverKind, type LegalCaseListItem } from '@common/cases';
import { Badge } from '@web/components/ui/badge';
import { formatDisposition } from '../case-format';

/**
 * How the case ended (or that it goes on), when the export says: grey for a case that is over (dismissed,
 * decided, settled, closed, transferred), outlined for one still open or of unknown standing. Nothing
 * without a disposition.
 */
export function DispositionBadge({
  legalCase,
  className,
}: {
  legalCase: Pick<LegalCaseListItem, 'disposition'>;
  className?: string;
}) {
  const { disposition } = legalCase;
  if (!disposition) return null;
  const { text, title } = formatDisposition(disposition);
  return (
    <Badge
      variant={isOverKind(disposition.kind) ? 'secondary' : 'outline'}
      title={title}
      className={className}
      data-testid="disposition"
    >
      <span className="sr-only">Disposition: </span>
      {text}
    </Badge>
  );
}
