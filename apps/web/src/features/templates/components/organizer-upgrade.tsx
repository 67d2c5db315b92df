import { capabilitiesForRole } from '@pokerhome/domain';
import { CalendarClock, Crown, LayoutTemplate, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';

/**
 * What a participant or host sees on the template pages (docs/templates-and-wizards.md): the Organizer role's
 * pitch. The ceiling quoted is the user's own (20 for participants, 30 for hosts).
 */
export function OrganizerUpgrade() {
  useDocumentTitle('Upgrade to Organizer');
  const user = useAuthenticatedUser();
  const benefits = [
    { icon: LayoutTemplate, text: 'Create reusable game templates and schedule games from them' },
    {
      icon: Users,
      text: `Run games with up to ${capabilitiesForRole('organizer').maxParticipants} participants instead of ${capabilitiesForRole(user.role).maxParticipants}`,
    },
    { icon: CalendarClock, text: 'Schedule recurring events' },
    {
      icon: Trophy,
      text: 'Run leagues: seasons with points, standings, awards, player reports and a formula sandbox',
    },
  ];
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <Crown aria-hidden className="size-10 text-chip-500" />
        <CardTitle className="text-2xl">Upgrade to Organizer</CardTitle>
        <CardDescription>Game templates are part of the Organizer role.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-felt-700" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
