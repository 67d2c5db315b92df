import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSubscribeRequestSchema } from '@pokerhome/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { subscribeToNewsletter } from '../api/newsletter.ts';
import { NewsletterFields } from './newsletter-fields.tsx';

/**
 * The footer's newsletter box, checked by the domain's schema (an address the schema refuses is
 * never sent); the server answers what happened. Loaded after the page (newsletter-form.tsx).
 */
export default function NewsletterSubscribeForm({
  initialEmail = '',
  autoFocus = false,
  submitOnMount = false,
}: {
  /** What was typed into the stand-in box before this form arrived. */
  initialEmail?: string;
  autoFocus?: boolean;
  /** Subscribe was pressed on the stand-in: send at once. */
  submitOnMount?: boolean;
}) {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newsletterSubscribeRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    setDone(null);
    try {
      setDone(await subscribeToNewsletter(email));
      reset({ email: '' });
    } catch (error) {
      setError('email', { type: 'server', message: error instanceof Error ? error.message : String(error) });
    }
  });
  const failure = errors.email?.message;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the press made on the stand-in
  useEffect(() => {
    if (submitOnMount) void submit();
  }, []);

  return (
    <form onSubmit={submit} className="space-y-2" noValidate aria-label="Newsletter">
      <NewsletterFields
        input={{
          // The stand-in box had the focus: the user is typing, keep them in the box.
          autoFocus,
          'aria-invalid': failure ? true : undefined,
          ...register('email'),
        }}
        button={{ type: 'submit', disabled: isSubmitting }}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : done ? (
        <p role="status" className="text-sm text-felt-800">
          {done}
        </p>
      ) : null}
    </form>
  );
}
