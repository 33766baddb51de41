import { Alert, Button } from 'antd';

/** What a page shows when its data could not be loaded, with a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what} could not be loaded.`}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
