import { DownloadOutlined } from '@ant-design/icons';
import { outreachEndpoints as endpoints } from '@classroom/http-contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useStores } from '../../../stores/use-stores';
import { showFailure } from '../../../lib/run-confirmed';

/**
 * The newsletter list as a CSV file. Fetched through the API client rather than a plain link,
 * so the desktop app's bearer token is sent too.
 */
export function ExportSubscribersButton() {
  const { api } = useStores();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const csv = await api.csv(endpoints.exportSubscribers);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: 'subscribers.csv',
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Export subscribers (CSV)
    </Button>
  );
}
