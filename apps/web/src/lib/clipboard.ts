import { toast } from 'sonner';

/**
 * Puts `text` on the clipboard and says so in a toast; the browser may refuse (permissions, an
 * insecure origin), and then `failed` tells the user to copy it by hand. Resolves whether it worked.
 */
export async function copyWithToast(text: string, { copied, failed }: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
    return true;
  } catch {
    toast.error(failed);
    return false;
  }
}
