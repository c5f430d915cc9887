import { lazy } from 'react';
import { teamPage } from '../../content/team.ts';
import { LazyDialogButton } from '../../forms/LazyDialogButton.tsx';

const loadApplicationDialog = () => import('./TeamApplicationDialog.tsx');
const TeamApplicationDialog = lazy(loadApplicationDialog);

/** 'Join our team': the application dialog, its code fetched when the visitor heads for the button. An island. */
export default function TeamJoinButton() {
  return (
    <LazyDialogButton dialog={TeamApplicationDialog} preload={loadApplicationDialog}>
      {teamPage.join.buttonLabel}
    </LazyDialogButton>
  );
}
