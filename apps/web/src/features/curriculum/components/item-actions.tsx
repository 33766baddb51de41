import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Direction } from '../model/reorder';
import { MoveButtons } from './move-buttons';

/** Move up, Move down, edit and delete: what may be done to a section or a lesson. */
export function ItemActions({
  name,
  canUp,
  canDown,
  onMove,
  editText,
  onEdit,
  onDelete,
}: {
  /** "section 'Basics'" or "lesson 'Welcome'". */
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (direction: Direction) => void;
  /** The edit button's word: "Rename" for a section, "Edit" for a lesson. */
  editText: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <MoveButtons name={name} canUp={canUp} canDown={canDown} onMove={onMove} />
      <Button
        size="small"
        type="text"
        icon={<EditOutlined aria-hidden="true" />}
        aria-label={`${editText} ${name}`}
        onClick={onEdit}
      >
        {editText}
      </Button>
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden="true" />}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      />
    </>
  );
}
