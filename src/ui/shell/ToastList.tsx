import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { motion } from 'framer-motion';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notification } from '../../models/shell/NotifyStore';
import { useStore } from '../StoreContext';

const TITLE_ID = { default: 'notify.title.warning', success: 'notify.title.success', error: 'notify.title.error' } as const;
const ACCENT = { default: 'brand.warning', success: 'brand.success', error: 'brand.error' } as const;

/** The toast body: a text-pack message when it exists, else the literal text, else the default error. */
function useToastText(n: Notification): string {
  const intl = useIntl();
  const { config } = useStore();
  if (n.messageId && intl.messages[n.messageId] !== undefined) return intl.formatMessage({ id: n.messageId }, n.values);
  if (n.text) return n.text;
  return intl.formatMessage({ id: config.rules.defaultErrorMessageId });
}

const Toast = observer(function Toast({ n }: { n: Notification }) {
  const { notify, config } = useStore();
  const intl = useIntl();
  const { notificationSwipePx, notificationExitMs } = config.rules.timings;
  const text = useToastText(n);
  return (
    <motion.div
      layout
      initial={{ opacity: 0, x: 80 }}
      animate={n.closing ? { opacity: 0, x: 120 } : { opacity: 1, x: 0 }}
      transition={{ duration: n.closing ? notificationExitMs / 1000 : 0.25 }}
      drag="x"
      dragConstraints={{ left: 0, right: 0 }}
      dragElastic={{ left: 0, right: 1 }}
      onDragEnd={(_e, info) => {
        if (info.offset.x > notificationSwipePx) notify.close(n.id);
      }}
    >
      <Box
        role={n.type === 'error' ? 'alert' : 'status'}
        data-testid={`toast-${n.type}`}
        bg="brand.surface"
        color="brand.text"
        borderLeftWidth="[4px]"
        borderLeftColor={ACCENT[n.type]}
        borderRadius="card"
        boxShadow="lg"
        p="3"
        pr="10"
        position="relative"
        w={{ base: '[calc(100vw - 32px)]', sm: '[340px]' }}
      >
        <Text fontWeight="bold" fontSize="sm">
          <FormattedMessage id={TITLE_ID[n.type]} />
        </Text>
        <Text fontSize="sm">{text}</Text>
        <CloseButton
          size="xs"
          position="absolute"
          top="2"
          right="2"
          aria-label={intl.formatMessage({ id: 'common.close' })}
          onClick={() => notify.close(n.id)}
        />
      </Box>
    </motion.div>
  );
});

const ToastList = observer(function ToastList() {
  const { notify } = useStore();
  return (
    <Stack position="fixed" top="[76px]" right="4" zIndex="toast" gap="2" aria-live="polite" data-testid="toasts">
      {notify.notifications.map((n) => (
        <Toast key={n.id} n={n} />
      ))}
    </Stack>
  );
});

export default ToastList;
