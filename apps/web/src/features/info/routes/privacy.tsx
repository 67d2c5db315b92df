import { Link } from 'react-router';
import { LegalPage, legalUpdated } from '../components/legal-page.tsx';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={legalUpdated}
      intro="PokerHome keeps the records of your poker home games. This policy says what we collect, why, and what you can do about it."
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul className="list-disc space-y-1 pl-5">
              <li>
                Your account: name, e-mail address, role, time zone and a hash of your password (never the
                password).
              </li>
              <li>
                Your games: the games you host or join, invitations, RSVPs and messages to the host,
                tournament seats, chips and results.
              </li>
              <li>
                Your contacts and the invitations you send, including the e-mail addresses of people you
                invite.
              </li>
              <li>
                Security records: your signed-in sessions (when, from which IP address and browser), failed
                sign-in attempts.
              </li>
              <li>
                Messages you send us through the contact form, and your newsletter subscription if you confirm
                one.
              </li>
            </ul>
          ),
        },
        {
          heading: 'What we do not collect',
          body: 'We do not process payments, hold funds or access bank accounts. We use no advertising or third-party tracking; the only cookies are the ones that keep you signed in (see the Cookie Policy).',
        },
        {
          heading: 'Why we use it',
          body: 'To run the service you asked for (contract): show your games, send the invitations and reminders you trigger, keep the tournament clock in sync. To keep accounts safe (legitimate interest): rate limits, session records, security alerts. To send the newsletter only when you confirmed it (consent).',
        },
        {
          heading: 'Who sees it',
          body: 'Hosts see the names and e-mail addresses of the people in their games; players of a game see who else is in it. Our e-mail provider delivers the messages. We sell nothing to anyone.',
        },
        {
          heading: 'How long we keep it',
          body: 'As long as your account exists. After you cancel a paid plan we keep your data 90 days so you can come back. Deleting your account removes your personal data at once, with the games you hosted and your places in other hosts’ games.',
        },
        {
          // The rule of docs/security.md, "Account deletion".
          heading: 'When you delete your account',
          body: (
            <ul className="list-disc space-y-1 pl-5">
              <li>
                At once: your account and profile, your sessions, contacts and invitations, the games you
                hosted, your places and answers in other hosts’ games, the e-mails kept for your address.
              </li>
              <li>
                The money records of games you played in belong to their hosts too, and their totals must
                still add up: your entries stay, but your name on them becomes “Deleted player” and a number,
                and the notes a host wrote about you are cleared. The same goes for tournament results,
                knockouts and league tables, where your results stay one line under that number. Nothing links
                the number back to you.
              </li>
              <li>
                This app forgets what it kept on your device for offline use (it does the same when you sign
                out, or when your session is ended from another device).
              </li>
            </ul>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              You can download everything we hold about you as a JSON file, correct your profile, or delete
              your account yourself from{' '}
              <Link to="/settings" className="text-felt-700 underline">
                Settings
              </Link>
              . For anything else, see{' '}
              <Link to="/gdpr" className="text-felt-700 underline">
                GDPR Compliance
              </Link>{' '}
              or{' '}
              <Link to="/contact" className="text-felt-700 underline">
                contact us
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
