import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * Chakra's Button for actions that show a busy state: while `loading`, its label stays readable beside
 * the spinner. Chakra alone hides the label (`visibility: hidden`) unless `loadingText` is given, which
 * left a busy button with no accessible name (axe `button-name`, seen on the sign-in button during the
 * start-up session check).
 */
export function ActionButton(props: ButtonProps) {
  return <Button loadingText={props.loading ? props.children : undefined} {...props} />;
}

// one object spread before the caller's props: written as attributes beside a spread of ButtonProps, the
// strict token types make a union too large for the typecheck (TS2590)
const primary: ButtonProps = { bg: 'brand.primary', color: 'brand.primaryText', borderRadius: 'button' };

/** The brand's primary action (forms, cash desk): an ActionButton in the brand's primary colours. */
export function PrimaryButton(props: ButtonProps) {
  return <ActionButton {...primary} {...props} />;
}
