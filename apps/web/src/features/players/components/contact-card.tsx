import type { Contact } from '@pokerhome/domain';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { formatDate } from '@/lib/format.ts';
import { EditContactDialog } from './edit-contact-dialog.tsx';
import { ReliabilityBadge } from './reliability-badge.tsx';

const typeLabels = { tournament: 'Tournaments', cash_game: 'Cash games' } as const;

/** One contact with the figures from their history, selectable for a game invitation. */
export function ContactCard({
  contact,
  selected,
  onSelect,
  onRemove,
  onSave,
}: {
  contact: Contact;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  onSave: (values: { notes: string; tags: string[] }) => Promise<unknown>;
}) {
  const checkboxId = `contact-${contact.id}`;
  const figures = [
    ['Games played', String(contact.totalGamesPlayed)],
    ['Last game', contact.lastGameDate ? formatDate(contact.lastGameDate) : 'Never'],
    [
      'Avg. RSVP response',
      contact.averageRSVPResponse === null ? '—' : `${contact.averageRSVPResponse.toFixed(1)} h`,
    ],
    ['Acceptance', `${contact.statistics.acceptanceRate}%`],
  ] as const;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" aria-label={contact.name}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          className="mt-1"
          aria-label={`Select ${contact.name}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={checkboxId} className="font-semibold">
              {contact.name}
            </label>
            <ReliabilityBadge score={contact.reliabilityScore} />
            {contact.preferredGameTypes.slice(0, 1).map((t) => (
              <Badge key={t}>Prefers {typeLabels[t].toLowerCase()}</Badge>
            ))}
          </div>
          <p className="break-all text-sm text-stone-600">
            {[contact.email, contact.username && `@${contact.username}`].filter(Boolean).join(' · ')}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {figures.map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs text-stone-500">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          {(contact.tags.length > 0 || contact.notes) && (
            <div className="mt-3 space-y-1">
              {contact.tags.length > 0 && (
                <ul className="flex flex-wrap gap-1" aria-label="Tags">
                  {contact.tags.map((tag) => (
                    <li key={tag}>
                      <Badge tone="success">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              {contact.notes && <p className="text-sm whitespace-pre-line text-stone-700">{contact.notes}</p>}
            </div>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <EditContactDialog contact={contact} onSave={onSave} />
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${contact.name}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
