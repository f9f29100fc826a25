import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** False keeps the dialog open on outside click, Escape and has no close cross. */
  closable?: boolean;
  children: ReactNode;
  testId?: string;
  /** The dialog's width (Chakra dialog sizes, responsive values allowed); the default fits one form. */
  size?: DialogRootProps['size'];
}

/** The engine's dialog: closes on an outside click, Escape or its close cross (not on focus moving out). */
export function Modal({ open, onClose, title, closable = true, children, testId, size }: ModalProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && closable) onClose();
      }}
      closeOnInteractOutside={closable}
      // Only a pointer outside (or Escape) closes the dialog, never focus moving outside: the dialog traps focus,
      // so focus outside is programmatic — React StrictMode (the dev server) runs the focus trap's clean-up once
      // right after opening, which gives focus back to the button that opened it and closed the dialog at once.
      onFocusOutside={(e) => e.preventDefault()}
      closeOnEscape={closable}
      placement="center"
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="brand.surface" color="brand.text" borderRadius="modal" data-testid={testId} mx="3">
            {title && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            <Dialog.Body pb="6">{children}</Dialog.Body>
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
