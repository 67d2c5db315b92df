import { zodResolver } from '@hookform/resolvers/zod';
import { type PeriodReportQuery, periodReportQuerySchema } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { figureColumns, TableHead } from '@/components/ui/table-head.tsx';
import { formatMoney } from '@/lib/format.ts';
import { downloadPeriodCsv, periodReportQueryOptions } from '../api/period-report.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);
const firstOfMonth = () => {
  const now = new Date();
  return day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
};

/** The two days that bound the period. */
const periodEnds = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/** A host's period report: every game hosted between two days, with its money, on screen and as CSV. */
export default function ReportsPage() {
  useDocumentTitle('Reports');
  const [period, setPeriod] = useState<PeriodReportQuery>(() => ({
    from: firstOfMonth(),
    to: day(new Date()),
  }));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(periodReportQuerySchema), defaultValues: period });
  const report = useQuery(periodReportQueryOptions(period));
  const apply = handleSubmit(setPeriod);
  const download = () => downloadPeriodCsv(period).catch((e: Error) => toast.error(e.message));

  const games = report.data?.games ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Reports" description="Your games' money across a period." />
      <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
        {periodEnds.map(({ name, label }) => (
          <InputField
            key={name}
            id={`report-${name}`}
            label={label}
            error={errors[name]?.message}
            type="date"
            {...register(name)}
          />
        ))}
        <Button type="submit" variant="secondary">
          Show
        </Button>
        <Button type="button" onClick={download} disabled={games.length === 0}>
          <Download aria-hidden /> Download CSV
        </Button>
      </form>
      {report.isError && <Alert tone="danger">{report.error.message}</Alert>}
      {report.isPending ? (
        <p className="text-sm text-stone-600">Loading the report…</p>
      ) : games.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          You hosted no games in this period.
        </p>
      ) : (
        <ScrollRegion label="Games in the period" className="rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm" aria-label="Games in the period">
            <TableHead
              className="bg-stone-50 text-xs text-stone-500"
              cellClassName="px-3 py-2"
              columns={['Date', 'Game', 'Players', ...figureColumns('Total in', 'Paid out', 'House fees')]}
            />
            <tbody>
              {games.map((g) => (
                <tr key={g.gameId} className="border-t border-stone-200">
                  <td className="px-3 py-2">{g.date.slice(0, 10)}</td>
                  <td className="px-3 py-2">
                    <Link to={`/games/${g.gameId}/results`} className="underline-offset-2 hover:underline">
                      {g.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{g.players}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatMoney(g.totalInCents, g.currency)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatMoney(g.totalOutCents, g.currency)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatMoney(g.houseFeeCents, g.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
