import { extensionsOf } from '@classroom/http-contract';
import { Alert, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../stores/use-stores';
import { uploadFile, whenProcessed, type UploadHandle } from '../lib/upload-media';
import { FilePickerButton } from './file-picker-button';
import { useFileDrop } from './use-file-drop';
import './picture-upload.css';

type State =
  | { step: 'idle' }
  | { step: 'sending'; percent: number; name: string }
  | { step: 'processing'; name: string }
  | { step: 'failed'; message: string };

const ACCEPT = extensionsOf('image').join(',');

/**
 * Uploads a picture from the computer (chosen, or dropped on it) with a progress bar, then hands its address to
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
  const { over, dropProps } = useFileDrop((file) => void start(file), busy);
  return (
    <div className={`picture-upload file-drop${over ? ' file-drop--over' : ''}`} {...dropProps}>
      <FilePickerButton accept={ACCEPT} disabled={busy} onFile={(file) => void start(file)}>
        {label}
      </FilePickerButton>
      {state.step === 'idle' ? <span className="picture-upload__hint">or drop it here</span> : null}
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
