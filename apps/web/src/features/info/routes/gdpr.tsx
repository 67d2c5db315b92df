import { Link } from 'react-router';
import { LegalPage, legalUpdated } from '../components/legal-page.tsx';

export default function GdprPage() {
  return (
    <LegalPage
      title="GDPR Compliance"
      updated={legalUpdated}
      intro="If you live in the European Economic Area or the United Kingdom, the GDPR gives you rights over your personal data. Here is how to use them with PokerHome."
      sections={[
        {
          heading: 'Do it yourself, right now',
          body: (
            <ul className="list-disc space-y-1 pl-5">
              <li>
                <strong>Access and portability</strong>: download all your data as JSON from{' '}
                <Link to="/settings" className="text-felt-700 underline">
                  Settings
                </Link>{' '}
                → Your data.
              </li>
              <li>
                <strong>Rectification</strong>: change your name, e-mail address and time zone in Settings →
                Profile.
              </li>
              <li>
                <strong>Erasure</strong>: delete your account in Settings → Your data; it takes effect at
                once.
              </li>
              <li>
                <strong>Withdraw consent</strong>: every newsletter e-mail has an unsubscribe link.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Ask us',
          body: (
            <p>
              For objection, restriction or any question, write to us through the{' '}
              <Link to="/contact" className="text-felt-700 underline">
                contact page
              </Link>
              . We answer requests within 30 days; complex requests may take up to 90 days, and we tell you
              within the first 30 days if so.
            </p>
          ),
        },
        {
          heading: 'Legal bases',
          body: 'Contract for running your account and games, legitimate interest for security records, consent for the newsletter. Details are in the Privacy Policy.',
        },
        {
          heading: 'Complaints',
          body: 'You may complain to the data protection authority of the country where you live.',
        },
      ]}
    />
  );
}
