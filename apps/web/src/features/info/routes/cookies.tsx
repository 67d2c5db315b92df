import { TableHead } from '@/components/ui/table-head.tsx';
import { LegalPage, legalUpdated } from '../components/legal-page.tsx';

const cookies = [
  [
    'ph_at',
    'Proves you are signed in, for a few minutes at a time.',
    'Short-lived; renewed while you use the app',
  ],
  [
    'ph_rt',
    'Renews the sign-in above without asking for your password.',
    'The browser session, or 30 days with "Remember me"',
  ],
  [
    'ph_in',
    'Tells the app a sign-in may exist, so it only checks your session when there is one. Holds no personal data.',
    'The same as ph_rt',
  ],
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated={legalUpdated}
      intro="PokerHome uses only the cookies it needs to keep you signed in. No advertising, analytics or third-party cookies, so there is nothing to consent to."
      sections={[
        {
          heading: 'The cookies we set',
          body: (
            <table className="w-full text-left text-sm">
              <TableHead
                rowClassName="text-stone-600"
                cellClassName="py-1"
                columns={[
                  { label: 'Name', className: 'pr-4' },
                  { label: 'Purpose', className: 'pr-4' },
                  'Lifetime',
                ]}
              />
              <tbody>
                {cookies.map(([name, purpose, life]) => (
                  <tr key={name} className="border-t border-stone-200 align-top">
                    <td className="py-2 pr-4 font-mono">{name}</td>
                    <td className="py-2 pr-4">{purpose}</td>
                    <td className="py-2">{life}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ),
        },
        {
          heading: 'How they are protected',
          body: 'ph_at and ph_rt are HttpOnly (scripts cannot read them), SameSite=Lax and, over HTTPS, Secure; ph_in only says that they exist. Signing out, or signing a device out from Settings, ends them.',
        },
      ]}
    />
  );
}
