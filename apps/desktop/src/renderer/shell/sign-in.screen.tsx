import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import type { DesktopBridge } from '../../shared/ipc-channels';
import { DesktopScreen } from './desktop-screen';

/** Sign-in happens in the system browser; this screen starts it and waits. */
export function SignInScreen({
  bridge,
  serverUrl,
  onChangeServer,
}: {
  bridge: DesktopBridge;
  serverUrl: string;
  onChangeServer: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    const result = await bridge.signIn();
    setBusy(false);
    // On success the main process announces the new session and the app opens.
    if (!result.ok) setError(result.message);
  };

  return (
    <DesktopScreen>
      <Card>
        <Typography.Title level={3}>Sign in to GS Classroom</Typography.Title>
        <Typography.Paragraph>
          Your browser opens the sign-in page of <strong>{serverUrl}</strong>. Sign in there and
          come back: the app continues on its own.
        </Typography.Paragraph>
        {busy && (
          <Alert
            type="info"
            title="Waiting for the sign-in in your browser…"
            showIcon
            style={{ marginBottom: 16 }}
          />
        )}
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Space>
          <Button type="primary" onClick={signIn} loading={busy}>
            Sign in with your browser
          </Button>
          <Button onClick={onChangeServer} disabled={busy}>
            Change server
          </Button>
        </Space>
      </Card>
    </DesktopScreen>
  );
}
