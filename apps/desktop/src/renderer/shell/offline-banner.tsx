import { useEffect, useState } from 'react';
import type { DesktopBridge } from '../../shared/ipc-channels';

export const OFFLINE_MESSAGE =
  'The server cannot be reached. Changes cannot be saved until it is back.';

/** A strip above the app while the server does not answer. */
export function OfflineBanner({ bridge }: { bridge: DesktopBridge }) {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const stop = bridge.on('connectivity:changed', ({ online }) => setOnline(online));
    // Whatever happened before this page was listening.
    void bridge.getConnectivity().then(({ online }) => setOnline(online));
    return stop;
  }, [bridge]);
  if (online) return null;
  return (
    <div
      role="alert"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2000,
        background: '#b91c1c',
        color: '#fff',
        padding: '8px 16px',
        textAlign: 'center',
        fontWeight: 500,
      }}
    >
      {OFFLINE_MESSAGE}
    </div>
  );
}
