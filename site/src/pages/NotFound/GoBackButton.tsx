import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@orisun/ui';
import { localeHref } from '../../i18n/index.ts';

const noop = () => () => {};

/**
 * Goes back one page in the browser history (home when there is none). It needs JavaScript,
 * so it is rendered only once the page is interactive (never in the prerendered HTML).
 */
export function GoBackButton({ children }: { children: string }) {
  const navigate = useNavigate();
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  if (!hydrated) return null;
  return (
    <Button
      variant="ghost"
      onClick={() => {
        if (window.history.length > 1) void navigate(-1);
        else void navigate(localeHref('/'));
      }}
    >
      {children}
    </Button>
  );
}
