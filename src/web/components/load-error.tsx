import { messages } from '../../shared/messages.ts';
import { cn } from '../lib/cn.ts';
import { RefreshIcon } from './icons.tsx';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/** Data that could not be loaded and nothing to show instead: why, and 'Réessayer'. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={cn('space-y-4', className)}>
      <Alert tone="error">{message}</Alert>
      <Button variant="outline" onClick={onRetry}>
        <RefreshIcon />
        {messages.app.retry}
      </Button>
    </div>
  );
}
