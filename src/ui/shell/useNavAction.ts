import type { NavItem } from '../../config/types';
import { useIntl } from 'react-intl';
import { useStore } from '../StoreContext';
import { useShellNavigate } from './shellRouting';

/** What clicking a menu entry does: navigate to its route, or run its UI action. */
export function useNavAction() {
  const root = useStore();
  const navigate = useShellNavigate();
  return (item: NavItem) => {
    if (item.disabled) return;
    if (item.route) return navigate(item.route);
    switch (item.action) {
      case 'contacts':
        return root.app.setProp('contactsOpened', true);
      case 'search':
        return root.app.setProp('searchOpened', true);
      case 'signIn':
        return root.app.openAuthModal('SignIn');
      case 'signUp':
        return root.app.openAuthModal('SignUp');
      case 'theme':
        return root.userSettings.toggleTheme();
      case 'menu':
        return root.app.setProp('sideMenuOpened', !root.app.sideMenuOpened);
      case 'language':
        return navigate('/profile/change-language');
      // The cash desk needs a player: a guest is asked to sign in first.
      case 'deposit':
        return root.auth.isAuth ? root.openCashDesk('Deposit') : root.app.openAuthModal('SignIn');
      case 'withdrawal':
        return root.auth.isAuth ? root.openCashDesk('Withdrawal') : root.app.openAuthModal('SignIn');
      case 'account':
        return root.auth.isAuth ? navigate('/profile') : root.app.setProp('loginMenuOpened', !root.app.loginMenuOpened);
      default:
        return undefined;
    }
  };
}

/**
 * What an entry's button has in every menu that shows it: a plain button running the entry, named by its label, and
 * a disabled entry's look (shown, not clickable).
 */
export function useNavButton(item: NavItem) {
  const intl = useIntl();
  const act = useNavAction();
  const label = intl.formatMessage({ id: item.labelId });
  const button = {
    type: 'button',
    onClick: () => act(item),
    disabled: item.disabled,
    'aria-label': label,
    cursor: item.disabled ? '[not-allowed]' : '[pointer]',
    opacity: item.disabled ? '[0.5]' : '[1]',
  } as const;
  return { label, button };
}
