import { ArrowUpOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';

export const SCROLL_THRESHOLD_PX = 20;

/** A floating button that appears once the page is scrolled 20 px or more. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY >= SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpOutlined />
    </button>
  );
}
