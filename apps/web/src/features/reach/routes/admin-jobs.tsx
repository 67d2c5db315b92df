import { type JobState, jobStates } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { adminJobsQueryOptions } from '../api/reach-api.ts';

/** Admins: the durable jobs (reminders, nudges, digests) with their state; others get the server's 403. */
export default function AdminJobsPage() {
  useDocumentTitle('Background jobs');
  const [state, setState] = useState<JobState | undefined>();
  const query = useQuery(adminJobsQueryOptions(state));
  return (
    <div className="max-w-5xl">
      <PageHeader
        title="Background jobs"
        description="Scheduled e-mails and their state, newest change first."
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label htmlFor="job-state" className="text-sm font-medium text-stone-800">
          State
        </label>
        <NativeSelect
          id="job-state"
          value={state ?? ''}
          onChange={(e) => setState((e.currentTarget.value || undefined) as JobState | undefined)}
        >
          <option value="">All</option>
          {jobStates.map((s) => (
            <option key={s} value={s}>
              {s} {query.data?.counts[s] !== undefined ? `(${query.data.counts[s]})` : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      {query.isError ? (
        <p role="alert" className="text-stone-700">
          {query.error.message}
        </p>
      ) : !query.data ? (
        <p className="text-stone-600">Loading jobs…</p>
      ) : query.data.jobs.length === 0 ? (
        <p className="text-stone-600">No jobs.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th className="px-3 py-2">Kind</th>
                <th className="px-3 py-2">Subject</th>
                <th className="px-3 py-2">Run at</th>
                <th className="px-3 py-2">Attempts</th>
                <th className="px-3 py-2">State</th>
                <th className="px-3 py-2">Last error</th>
              </tr>
            </thead>
            <tbody>
              {query.data.jobs.map((job) => (
                <tr key={job.id} className="border-t border-stone-100">
                  <td className="px-3 py-2 font-medium">{job.kind}</td>
                  <td className="px-3 py-2 font-mono text-xs">{job.subject}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(job.runAt)}</td>
                  <td className="px-3 py-2">{job.attempts}</td>
                  <td className="px-3 py-2">{job.state}</td>
                  <td className="px-3 py-2 text-red-700">{job.lastError ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
