import type { Template } from '@pokerhome/domain';
import { Banknote, Copy, Pencil, Trash2, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { formatAmount } from '@/lib/format.ts';
import { useDeleteTemplate } from '../api/templates.ts';

export function TemplateCard({ template: t }: { template: Template }) {
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const [confirm, setConfirm] = useState(false);
  const Icon = t.type === 'tournament' ? Trophy : Banknote;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <Icon aria-hidden className="mt-1 size-5 text-felt-700" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{t.name}</h2>
          <p className="text-sm text-stone-600">by {t.hostName}</p>
        </div>
        {t.isOwner && <Badge tone="success">Yours</Badge>}
        <Badge>{t.isPublic ? 'Public' : 'Private'}</Badge>
      </div>
      {t.description && <p className="line-clamp-2 text-sm text-stone-700">{t.description}</p>}
      <p className="text-sm text-stone-700">
        {formatAmount(t.buyIn.amount, t.buyIn.currency)} · {t.location.name} ·{' '}
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden className="size-3.5" /> {t.maxParticipants}
        </span>{' '}
        · used {t.usageCount} time(s)
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/templates/${t.id}/create-game`}>Create Game</Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/series/new?templateId=${encodeURIComponent(t.id)}`}>Make Recurring</Link>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => navigate('/templates/new', { state: { duplicateFrom: t } })}
        >
          <Copy aria-hidden /> Duplicate
        </Button>
        {t.isOwner && (
          <>
            <Button asChild size="sm" variant="secondary">
              <Link to={`/templates/${t.id}/edit`}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => setConfirm(true)}
              aria-label={`Delete ${t.name}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </>
        )}
      </div>
      <Dialog open={confirm} onOpenChange={setConfirm}>
        <DialogContent>
          <DialogTitle>Delete Template</DialogTitle>
          <DialogDescription>
            Delete “{t.name}”? This cannot be undone. Games created from it stay as they are.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              Keep
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(t.id, { onSuccess: () => setConfirm(false) })}
            >
              Delete Template
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
