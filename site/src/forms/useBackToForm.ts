import { useCallback, useEffect, useRef } from 'react';

/**
 * Brings an on-page form back in place of its result view (`useApiForm`'s `result` set to `null`): 'Try again',
 * 'Submit Another Request', or a sent view that goes away after a while. With `focus`, the form's first field takes
 * the focus once it is back (`focusForm`), since the view's button or heading that had it is gone.
 */
export function useBackToForm<Result>(result: Result | null, setResult: (result: Result | null) => void, focusForm: () => void) {
  const focusFormNext = useRef(false);
  useEffect(() => {
    if (result === null && focusFormNext.current) {
      focusFormNext.current = false;
      focusForm();
    }
  }, [result, focusForm]);
  return useCallback(
    (focus: boolean) => {
      focusFormNext.current = focus;
      setResult(null);
    },
    [setResult],
  );
}
