// The sidebar as a modal drawer on narrow screens. Loaded by app-shell.tsx when first opened, so
// React Aria's modal, dialog and overlay code stays off the first screen (issue 13 item 10).
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export interface AppDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

export function AppDrawer({ isOpen, onOpenChange, children }: AppDrawerProps) {
  return (
    <ModalOverlay className="facet-drawer-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="facet-drawer">
        <Dialog aria-label="Operations" className="facet-drawer-dialog">
          <Button className="facet-button" slot="close">
            Close
          </Button>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
