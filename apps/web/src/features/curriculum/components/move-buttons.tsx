import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Direction } from '../model/reorder';

/** Move up and Move down: the keyboard's way to reorder, beside dragging. */
export function MoveButtons({
  name,
  canUp,
  canDown,
  onMove,
}: {
  /** "section 'Basics'" or "lesson 'Welcome'". */
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (direction: Direction) => void;
}) {
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined aria-hidden="true" />}
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={!canUp}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined aria-hidden="true" />}
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={!canDown}
        onClick={() => onMove(1)}
      />
    </>
  );
}
