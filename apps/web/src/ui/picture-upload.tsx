import { UploadOutlined } from '@ant-design/icons';
import { extensionsOf } from '@classroom/http-contract';
import { Alert, Button, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../stores/use-stores';
import { uploadFile, whenProcessed, type UploadHandle } from '../lib/upload-media';
import './picture-upload.css';

type State =
  | { step: 'idle' }
  | { step: 'sending'; percent: number; name: string }
  | { step: 'processing'; name: string }
  | { step: 'failed'; message: string };

const ACCEPT = extensionsOf('image')
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * Uploads a picture from the computer with a progress bar, then hands its address to
 * `onUploaded` once the server has made its renditions. Pasting an address keeps working
 * beside it.
 */
export function PictureUpload({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (imageUrl: string) => void;
}) {
  const { api } = useStores();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<UploadHandle | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    setState({ step: 'sending', percent: 0, name: file.name });
    const upload = uploadFile(api, file, 'image', (percent) =>
      setState({ step: 'sending', percent, name: file.name }),
    );
    running.current = upload;
    try {
      const assetId = await upload.done;
      setState({ step: 'processing', name: file.name });
      const asset = await whenProcessed(api, assetId);
      setState({ step: 'idle' });
      if (asset.imageUrl) onUploaded(asset.imageUrl);
    } catch (error) {
      setState({ step: 'failed', message: (error as Error).message });
    } finally {
      running.current = null;
    }
  };

  const busy = state.step === 'sending' || state.step === 'processing';
  return (
    <div className="picture-upload">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={busy}>
        {label}
      </Button>
      {state.step === 'sending' ? (
        <Progress
          percent={state.percent}
          size="small"
          aria-label={`Uploading ${state.name}`}
          className="picture-upload__progress"
        />
      ) : null}
      {state.step === 'processing' ? (
        <Progress
          percent={100}
          status="active"
          size="small"
          format={() => 'Preparing'}
          aria-label={`Preparing ${state.name}`}
          className="picture-upload__progress"
        />
      ) : null}
      {state.step === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={state.message} />
      ) : null}
    </div>
  );
}
