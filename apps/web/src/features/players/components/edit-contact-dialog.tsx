import { type Contact, updateContactRequestSchema } from '@pokerhome/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { InputField, TextareaField } from '@/components/ui/form-field.tsx';

const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Notes and tags are the owner's own words about a contact; the figures come from history. */
export function EditContactDialog({
  contact,
  onSave,
}: {
  contact: Contact;
  onSave: (values: { notes: string; tags: string[] }) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState(contact.notes);
  const [tags, setTags] = useState(contact.tags.join(', '));
  const [errors, setErrors] = useState<{ notes?: string; tags?: string; root?: string }>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = updateContactRequestSchema.safeParse({ notes, tags: splitTags(tags) });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ notes: issue('notes'), tags: issue('tags') });
      return;
    }
    setSaving(true);
    try {
      await onSave({ notes: parsed.data.notes ?? '', tags: parsed.data.tags ?? [] });
      setOpen(false);
    } catch (e) {
      setErrors({ root: e instanceof Error ? e.message : String(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setNotes(contact.notes);
          setTags(contact.tags.join(', '));
          setErrors({});
        }
      }}
    >
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Edit ${contact.name}`}>
        <Pencil aria-hidden />
      </Button>
      <DialogContent>
        <DialogTitle>Edit {contact.name}</DialogTitle>
        <DialogDescription>Notes and tags are only visible to you.</DialogDescription>
        <div className="mt-4 space-y-3">
          {errors.root && <Alert tone="danger">{errors.root}</Alert>}
          <InputField
            id="contact-tags"
            label="Tags (comma separated)"
            error={errors.tags}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
          />
          <TextareaField
            id="contact-notes"
            label="Notes"
            error={errors.notes}
            rows={4}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className="aria-invalid:border-red-600"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={save} disabled={saving}>
              Save
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
