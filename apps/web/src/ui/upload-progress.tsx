import './upload-progress.css';
import { Button, Progress } from 'antd';
import { useState } from 'react';

/**
 * A running upload's progress bar, with Pause and Resume where its uploader can: a paused
 * upload keeps what the server has, and resuming sends only the rest.
 */
export function UploadProgress({
  percent,
  label,
  pausing,
  className,
}: {
  percent: number;
  label: string;
  /** Where the uploader can pause: what Pause and Resume do. */
  pausing?: { pause(): void; resume(): void };
  className?: string;
}) {
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    if (paused) pausing?.resume();
    else pausing?.pause();
    setPaused(!paused);
  };
  return (
    <div className={`upload-progress ${className ?? ''}`}>
      <Progress
        percent={percent}
        size="small"
        aria-label={label}
        format={paused ? () => 'Paused' : undefined}
      />
      {pausing ? (
        <Button size="small" onClick={toggle}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
      ) : null}
    </div>
  );
}
