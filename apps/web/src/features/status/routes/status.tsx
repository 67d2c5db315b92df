import { transportMessages } from '@pokerhome/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { healthQueryOptions } from '../api/health-query.ts';
import { OverallStatusBanner } from '../components/overall-status.tsx';
import { ServiceList } from '../components/service-list.tsx';
import { StatusDetails } from '../components/status-details.tsx';
import { overallStatus, serviceRows } from '../status-model.ts';

export default function StatusPage() {
  useDocumentTitle('System Status');
  const query = useQuery(healthQueryOptions);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.refetchQueries({ queryKey: healthQueryOptions.queryKey });
  // A failed latest check is an outage even if an older report is still cached.
  const failed = query.status === 'error';
  const health = failed ? undefined : query.data;
  const status = overallStatus(health, failed);

  return (
    <div className="space-y-6">
      <PageHeader
        title="System Status"
        description="The current health of the PokerHome services, checked every 30 seconds."
        actions={
          <Button variant="secondary" onClick={refresh} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={cn(query.isFetching && 'motion-safe:animate-spin')} />
            Refresh
          </Button>
        }
      />
      <OverallStatusBanner
        status={status}
        detail={failed ? `${transportMessages.healthCheckFailed}: ${query.error.message}` : undefined}
      />
      <ServiceList rows={serviceRows(health, failed)} />
      <StatusDetails health={health} checkedAt={failed ? query.errorUpdatedAt : query.dataUpdatedAt} />
    </div>
  );
}
