import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingSoon } from './coming-soon';

export function CasePage() {
  const { id } = useParams();
  return (
    <ComingSoon icon={FileText} title="Case Details">
      Case <span className="font-mono text-foreground">{id}</span>: parties, complaint analysis and expert fee
      estimates will be shown here.
    </ComingSoon>
  );
}
