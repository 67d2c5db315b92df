import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** Admins only: the way to the scheduled e-mail jobs. */
export function AdminJobsCard() {
  return (
    <Card aria-labelledby="admin-jobs-title">
      <CardHeader>
        <CardTitle id="admin-jobs-title">Administration</CardTitle>
        <CardDescription>Scheduled reminders and other background jobs, with their state.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link
          to="/admin/jobs"
          className="inline-flex items-center gap-2 text-sm font-medium text-felt-700 underline"
        >
          <ListChecks aria-hidden className="size-4" /> Background jobs
        </Link>
      </CardContent>
    </Card>
  );
}
