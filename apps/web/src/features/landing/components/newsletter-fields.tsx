import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

/**
 * The newsletter box's label, address and Subscribe, one markup for the stand-in of the first chunk
 * (newsletter-form.tsx) and for the form that replaces it (newsletter-subscribe-form.tsx), so the
 * swap changes nothing on screen. Free of the schema library: it stands in the first chunk.
 */
export function NewsletterFields({
  input,
  button,
}: {
  input: ComponentProps<typeof Input>;
  button: ComponentProps<typeof Button>;
}) {
  return (
    <>
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-stone-900">
        Get product news by e-mail
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          className="max-w-xs"
          {...input}
        />
        <Button {...button}>Subscribe</Button>
      </div>
    </>
  );
}
