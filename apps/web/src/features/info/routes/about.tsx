import { Link } from 'react-router';
import { LegalPage } from '../components/legal-page.tsx';

export default function AboutPage() {
  return (
    <LegalPage
      title="About PokerHome"
      intro="PokerHome is a web application for running poker home games, made for the people who host them and the friends who play."
      sections={[
        {
          heading: 'Why we built it',
          body: 'A home game runs on group chats, spreadsheets and a phone timer someone forgets to restart. We wanted one place where the host schedules the game, the players answer, seats are drawn, and a clock keeps running on every phone and the TV even when the host’s laptop goes to sleep.',
        },
        {
          heading: 'What it does',
          body: 'Tournaments and cash games, invitations by e-mail or link with a waiting list, a server-kept tournament clock with pauses, breaks and eliminations, random seat draws and table balancing, a TV display link. It keeps records only: it never moves money.',
        },
        {
          heading: 'Who it is for',
          body: 'Players join free. Hosts run their games on the Host plan, and league organisers with many games and players on the Advanced plan.',
        },
      ]}
    >
      <div className="flex flex-wrap gap-3 pt-2">
        <Link
          to="/register"
          className="rounded-lg bg-felt-700 px-4 py-2 font-medium text-white hover:bg-felt-800"
        >
          Start your free trial
        </Link>
        <Link
          to="/contact"
          className="rounded-lg px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-50"
        >
          Contact sales
        </Link>
      </div>
    </LegalPage>
  );
}
