import { Badge } from '@/components/ui/badge.tsx';

const tone = (score: number) => (score >= 90 ? 'success' : score >= 70 ? 'warning' : 'danger');

/** A contact's reliability (docs/players.md): on the contact card and when inviting. */
export function ReliabilityBadge({ score }: { score: number }) {
  return (
    <Badge tone={tone(score)} title="Reliability score">
      Reliability {score}
    </Badge>
  );
}
