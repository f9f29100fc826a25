import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';

/** Password field with a show/hide toggle. */
export function PasswordInput(props: InputProps) {
  const [shown, setShown] = useState(false);
  const intl = useIntl();
  return (
    <Box position="relative" w="full">
      <Input {...props} type={shown ? 'text' : 'password'} pr="[2.75rem]" />
      <IconButton
        type="button"
        size="xs"
        variant="ghost"
        position="absolute"
        right="1"
        top="[50%]"
        transform="translateY(-50%)"
        aria-label={intl.formatMessage({ id: shown ? 'auth.hidePassword' : 'auth.showPassword' })}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        data-testid="password-toggle"
      >
        <Icon name={shown ? 'eye-off' : 'eye'} size={16} />
      </IconButton>
    </Box>
  );
}
