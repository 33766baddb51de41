import { useState, type DragEvent } from 'react';
import './file-drop.css';

/**
 * Lets files be dragged from the computer onto an upload area: the props to spread on it, and
 * whether a file is over it (the area's class `file-drop`, with `file-drop--over` then, shows
 * where it would land). Only the first file is taken.
 */
export function useFileDrop(onFile: (file: File) => void, disabled = false) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return {
    over,
    dropProps: {
      onDragOver(event: DragEvent) {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      },
      onDragLeave() {
        setOver(false);
      },
      onDrop(event: DragEvent) {
        setOver(false);
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      },
    },
  };
}
