import type { ReactNode } from 'react';

/** The frame of the desktop's own screens (server choice, sign-in, notices). */
export function DesktopScreen({ children }: { children: ReactNode }) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f5f7fb',
        padding: 24,
      }}
    >
      <div style={{ width: '100%', maxWidth: 520 }}>{children}</div>
    </main>
  );
}
