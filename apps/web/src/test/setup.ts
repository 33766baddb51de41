import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(async () => {
  cleanup();
  await closeToastsAndDialogs();
});

/**
 * antd's toasts and confirmations render in roots of their own, outside the tested tree, and
 * close on timers: closed here, inside act, so none of their work outlives the test's window.
 */
async function closeToastsAndDialogs(): Promise<void> {
  if (!document.querySelector('.ant-notification, .ant-modal-root')) return;
  const { Modal, notification } = await import('../lib/antd-feedback');
  await act(async () => {
    Modal.destroyAll();
    notification.destroy();
  });
}

// jsdom lacks these; antd and the home page's observers use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
