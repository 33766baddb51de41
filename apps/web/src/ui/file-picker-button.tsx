import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, type ReactNode } from 'react';

/** A button that opens the computer's file picker and hands over the one file chosen. */
export function FilePickerButton({
  accept,
  disabled,
  primary = false,
  onFile,
  children,
}: {
  accept: string;
  disabled: boolean;
  primary?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<UploadOutlined />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
