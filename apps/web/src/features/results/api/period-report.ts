import { type PeriodReportQuery, reportsContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `GET /reports/period?from&to`: every game the host ran between two days, with its money. */
export const periodReportQueryOptions = (period: PeriodReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'period', period.from, period.to],
    queryFn: ({ signal }) => api.call(reportsContract.period, { query: period, signal }),
  });

/** `GET /reports/period.csv?from&to`: the same report as a spreadsheet. */
export const downloadPeriodCsv = (period: PeriodReportQuery) =>
  api.download(reportsContract.periodCsv, 'period-report.csv', { query: period });
