import type { ThemeConfig } from 'antd';

/**
 * Whether the person asked their system for less motion. Read once, as the page loads:
 * antd's dialogs, drawers and toasts then open and close without zooming or sliding.
 */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // antd's derived hover (#4373e6) holds white text at 4.3:1; darker shades keep it above 4.5:1.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    borderRadius: 8,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    motion: !prefersReducedMotion(),
  },
};
