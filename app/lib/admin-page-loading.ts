import { useLocation, useNavigation, useRevalidator } from 'react-router';

/**
 * True while this screen's loader runs again: Try again, or another page or search of the same
 * list (same path). The last data stays on screen meanwhile, dimmed, instead of going blank.
 */
export function usePageLoading(): { loading: boolean; reload: () => void } {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname === location.pathname);
  return { loading, reload: () => void revalidator.revalidate() };
}
