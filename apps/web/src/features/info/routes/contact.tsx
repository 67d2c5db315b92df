import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactRequest, contactRequestSchema, contactSubjects, siteMessages } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldControlProps, InputField, TextareaField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useSendContact } from '../api/send-contact.ts';

const fields = ['name', 'email', 'subject', 'message'] as const;

/** Contact: stored and e-mailed to us; 'Message sent!' and the form clears. */
export default function ContactPage() {
  useDocumentTitle('Contact');
  const send = useSendContact();
  const form = useForm<z.input<typeof contactRequestSchema>, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', subject: '' as ContactRequest['subject'], message: '' },
  });
  const e = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(siteMessages.contactSent, { description: siteMessages.contactSentText });
      form.reset();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      toast.error(error instanceof Error && error.message ? error.message : siteMessages.contactFailed);
    }
  });

  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Questions, support, billing, ideas or partnerships: we answer within 24 hours on business days."
      />
      <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="contact-name"
            label="Name"
            error={e.name?.message}
            autoComplete="name"
            {...form.register('name')}
          />
          <InputField
            id="contact-email"
            label="Email"
            error={e.email?.message}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
        </div>
        <FormField id="contact-subject" label="Subject" error={e.subject?.message}>
          <NativeSelect
            {...fieldControlProps('contact-subject', { error: e.subject?.message })}
            {...form.register('subject')}
          >
            <option value="">{siteMessages.selectSubject}</option>
            {Object.entries(contactSubjects).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <TextareaField
          id="contact-message"
          label="Message"
          error={e.message?.message}
          rows={6}
          {...form.register('message')}
        />
        <div>
          <Button type="submit" disabled={send.isPending}>
            Send Message
          </Button>
        </div>
      </form>
    </>
  );
}
