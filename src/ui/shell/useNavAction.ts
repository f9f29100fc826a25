import { useNavigate } from 'react-router-dom';
import type { NavItem } from '../../config/types';
import { useStore } from '../StoreContext';

/** What clicking a menu entry does: navigate to its route, or run its UI action. */
export function useNavAction() {
  const root = useStore();
  const navigate = useNavigate();
  return (item: NavItem) => {
    if (item.disabled) return;
    if (item.route) return navigate(item.route);
    switch (item.action) {
      case 'contacts':
        return root.app.setContactsOpened(true);
      case 'search':
        return root.app.setSearchOpened(true);
      case 'signIn':
        return root.app.openAuthModal('SignIn');
      case 'signUp':
        return root.app.openAuthModal('SignUp');
      case 'theme':
        return root.userSettings.toggleTheme();
      case 'menu':
        return root.app.setSideMenuOpened(!root.app.sideMenuOpened);
      case 'language':
        return navigate('/profile/change-language');
      case 'deposit':
        return navigate('/profile/payment/top-up');
      case 'withdrawal':
        return navigate('/profile/payment/withdrawal');
      default:
        return undefined;
    }
  };
}
