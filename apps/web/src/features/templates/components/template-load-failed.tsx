import { templateMessages } from '@pokerhome/domain';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';

/** A template that could not be read: says so, with the way back to the list. */
export function TemplateLoadFailed() {
  return (
    <Alert tone="danger">
      <strong>{templateMessages.loadOneFailed}</strong> {templateMessages.loadOneFailedText}{' '}
      <Link to="/templates" className="underline">
        Return to Templates
      </Link>
    </Alert>
  );
}
