import { Alert, Button, Card, Space, Typography } from 'antd';
import { OFFLINE_MESSAGE } from './offline-banner';
import { DesktopScreen } from './desktop-screen';

/** The server did not answer while the app was opening: nothing to show yet but a retry. */
export function UnreachableScreen({
  serverUrl,
  onRetry,
  onChangeServer,
}: {
  serverUrl: string;
  onRetry: () => void;
  onChangeServer: () => void;
}) {
  return (
    <DesktopScreen>
      <Card>
        <Typography.Title level={3}>GS Classroom is not reachable</Typography.Title>
        <Alert type="warning" title={OFFLINE_MESSAGE} showIcon style={{ marginBottom: 16 }} />
        <Typography.Paragraph>
          The app could not open your dashboard because <strong>{serverUrl}</strong> does not
          answer. Check your connection and try again.
        </Typography.Paragraph>
        <Space>
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
          <Button onClick={onChangeServer}>Change server</Button>
        </Space>
      </Card>
    </DesktopScreen>
  );
}
