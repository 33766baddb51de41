import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/use-stores';

export const TEST_MODE_NOTICE = 'Test mode: no real payments';

/** Above every page while the server runs the local test card processor. */
export const TestModeBanner = observer(function TestModeBanner() {
  const { config } = useStores();
  useEffect(() => {
    void config.load();
  }, [config]);
  if (!config.testMode) return null;
  return (
    <p className="test-mode-banner" role="note">
      {TEST_MODE_NOTICE}
    </p>
  );
});
