import { siteMessages } from '@pokerhome/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { NewsletterForm } from './newsletter-form.tsx';

/**
 * The footer's box stands in for its form until the form's chunk arrives (decision 0035): what was
 * typed, and a Subscribe pressed meanwhile, must reach the form, which checks the address with the
 * domain's schema before anything is sent.
 */
describe('the newsletter box', () => {
  it("keeps what was typed before its form arrived, and says the domain's message for a bad address", async () => {
    const { calls } = mockApi({});
    render(<NewsletterForm />);
    // No pause between the pointer's events: otherwise the form's chunk can arrive between pressing
    // and releasing Subscribe, and the release lands on the stand-in the swap just removed.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Get product news by e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(siteMessages.emailInvalid);
    expect((screen.getByLabelText('Get product news by e-mail') as HTMLInputElement).value).toBe(
      'not-an-address',
    );
    expect(calls).toEqual([]);
  });

  it('sends a good address and says what the server answered', async () => {
    mockApi({ 'POST /api/newsletter/subscribe': () => ok({ message: siteMessages.newsletterCheckInbox }) });
    render(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Get product news by e-mail'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe(siteMessages.newsletterCheckInbox);
    expect((screen.getByLabelText('Get product news by e-mail') as HTMLInputElement).value).toBe('');
  });
});
