import { Alert, Button, Card, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import type { DesktopBridge } from '../../shared/ipc-channels';
import { DesktopScreen } from './desktop-screen';

/** First start (or File > Change Server): which GS Classroom server this app works with. */
export function ServerSetupScreen({
  bridge,
  current,
  onDone,
}: {
  bridge: DesktopBridge;
  current: string | null;
  onDone: (serverUrl: string) => void;
}) {
  const [address, setAddress] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await bridge.setServer(address);
    setBusy(false);
    if (result.ok) onDone(result.serverUrl);
    else setError(result.message);
  };

  return (
    <DesktopScreen>
      <Card>
        <Typography.Title level={3}>Connect to your GS Classroom server</Typography.Title>
        <Typography.Paragraph>
          Enter the address of the GS Classroom website you teach or administer on. The app
          remembers it for the next start.
        </Typography.Paragraph>
        <form onSubmit={submit} aria-label="Server address">
          <label htmlFor="server-url">Server address</label>
          <Input
            id="server-url"
            name="serverUrl"
            value={address}
            placeholder="https://classroom.example.org"
            onChange={(event) => setAddress(event.target.value)}
            autoFocus
            style={{ margin: '8px 0 16px' }}
          />
          {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={busy} disabled={!address.trim()}>
            Connect
          </Button>
        </form>
      </Card>
    </DesktopScreen>
  );
}
