import { Modal, Table } from '@orisun/ui';
import { staffWorkspace } from '../../content/staffDesk.ts';
import { deskShortcuts } from './useDeskShortcuts.ts';

const copy = staffWorkspace.shortcuts;

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Keyboard shortcuts": every key of the desk (`?`, or the person menu's item, opens it), in a table. */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={copy.title} description={copy.description} size="sm">
        <Modal.Body>
          <Table
            caption={copy.title}
            captionHidden
            columns={[
              { id: 'key', header: copy.keyHeader, width: '6rem' },
              { id: 'action', header: copy.actionHeader },
            ]}
          >
            {deskShortcuts.map((shortcut) => (
              <Table.Row key={shortcut}>
                <Table.Cell>
                  <kbd>{copy.keys[shortcut].key}</kbd>
                </Table.Cell>
                <Table.Cell>{copy.keys[shortcut].label}</Table.Cell>
              </Table.Row>
            ))}
          </Table>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
