import { zodResolver } from '@hookform/resolvers/zod';
import { displayCodeSchema, tournamentsContract } from '@pokerhome/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { api } from '@/lib/api-call.ts';

const codeFormSchema = z.object({ code: displayCodeSchema });
type CodeForm = z.input<typeof codeFormSchema>;

/**
 * /tv: where a TV's browser types the short code from the host's clock view (docs/tournament.md,
 * "Getting the TV up"), then moves on to the display link. No account; large enough to use from
 * the sofa with a remote.
 */
export default function TvCodePage() {
  useDocumentTitle('Show a tournament on this TV');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const { path } = await api.call(tournamentsContract.displayByCode, { params: { code } });
      await navigate(path, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });
  const message = errors.code?.message ?? failure;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-felt-950 p-6 text-felt-50">
      <form noValidate onSubmit={submit} className="w-full max-w-2xl space-y-6 text-center">
        <h1 className="text-4xl font-bold">Show a tournament on this TV</h1>
        <label htmlFor="tv-code" className="block text-2xl text-felt-200">
          Code from the host’s clock view
        </label>
        <input
          id="tv-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'tv-code-error' : undefined}
          className="w-full rounded-xl border-4 border-felt-600 bg-white px-4 py-3 text-center font-mono text-6xl tracking-widest text-stone-900 uppercase"
          {...register('code')}
        />
        {message && (
          <p id="tv-code-error" role="alert" className="text-2xl font-semibold text-chip-300">
            {message}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-xl bg-chip-400 px-10 py-4 text-3xl font-bold text-felt-950 disabled:opacity-60"
        >
          Show the clock
        </button>
      </form>
    </main>
  );
}
