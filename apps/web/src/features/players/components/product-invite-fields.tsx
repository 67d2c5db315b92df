import { limits, type ProductInviteRequest, type productInviteRequestSchema } from '@pokerhome/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, TextareaField } from '@/components/ui/form-field.tsx';

export type ProductInviteForm = UseFormReturn<
  z.input<typeof productInviteRequestSchema>,
  unknown,
  ProductInviteRequest
>;

/**
 * The fields of an invitation to join PokerHome: e-mail, optional name and optional message. The
 * dashboard's dialog counts the message's characters under it (`messageHint`); the contacts' form
 * caps the name and the message as they are typed (`capped`).
 */
export function ProductInviteFields({
  form,
  emailLabel,
  messageLabel,
  messageHint,
  capped = false,
  textareaClassName,
}: {
  form: ProductInviteForm;
  emailLabel: string;
  messageLabel: string;
  messageHint?: string;
  capped?: boolean;
  /** Added to the message box's look. */
  textareaClassName?: string;
}) {
  const e = form.formState.errors;
  return (
    <>
      <InputField
        id="invite-email"
        label={emailLabel}
        error={e.inviteeEmail?.message}
        type="email"
        autoComplete="off"
        {...form.register('inviteeEmail')}
      />
      <InputField
        id="invite-name"
        label="Name (optional)"
        error={e.inviteeName?.message}
        maxLength={capped ? 100 : undefined}
        {...form.register('inviteeName')}
      />
      <TextareaField
        id="invite-message"
        label={messageLabel}
        error={e.message?.message}
        hint={messageHint}
        rows={3}
        maxLength={capped ? limits.inviteMessageMax : undefined}
        className={textareaClassName}
        {...form.register('message')}
      />
    </>
  );
}
