import { contactNotices, isDuplicateContactMessage } from '@pokerhome/domain';

export type AddAttempt = { ok: true } | { ok: false; message: string };

/**
 * The notice after adding several contacts (docs/players.md): duplicates are ignored silently, so a
 * batch of only duplicates says nothing; `null` means no notice.
 */
export function addContactsNotice(
  attempts: AddAttempt[],
): { text: string; tone: 'success' | 'error' } | null {
  const added = attempts.filter((a) => a.ok).length;
  const failed = attempts
    .filter((a): a is { ok: false; message: string } => !a.ok)
    .map((a) => a.message)
    .filter((m) => !isDuplicateContactMessage(m));
  if (failed.length === 0) return added > 0 ? { text: contactNotices.added(added), tone: 'success' } : null;
  const reasons = [...new Set(failed)].join('; ');
  if (added > 0) return { text: contactNotices.partlyAdded(added, failed.length, reasons), tone: 'error' };
  return { text: contactNotices.addFailed(reasons), tone: 'error' };
}
