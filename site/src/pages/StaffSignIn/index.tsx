import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Card, PageHero, Spinner, ToastProvider } from '@orisun/ui';
import { useStaffSession } from '../../api/staff.ts';
import { Providers } from '../../app/Providers.tsx';
import { staffSignIn } from '../../content/staffSignIn.ts';
import { nextPath } from './nextPath.ts';
import { SignInForm } from './SignInForm.tsx';

/**
 * `/admin` without its providers (stories and tests give their own): the staff sign-in (docs/product.md
 * §2.11). Someone already signed in (`GET /api/auth/session`) goes straight on; after signing in,
 * to `?next=` when it is a page of the desk (see `nextPath`), else the dashboard.
 */
export function StaffSignInView() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = nextPath(params.get('next'));
  const signedIn = session.data !== undefined;

  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [signedIn, target, navigate]);

  return (
    <PageHero headingId="admin-sign-in-title" eyebrow={staffSignIn.eyebrow} heading={staffSignIn.heading} intro={staffSignIn.intro}>
      <Box maxWidth="narrow">
        <Card padding="lg">{signedIn ? <Spinner label={staffSignIn.checking} /> : <SignInForm />}</Card>
      </Box>
    </PageHero>
  );
}

/** `/admin`: the staff sign-in, with the server state it needs. Not prerendered: a shell page (noindex). */
export default function StaffSignInPage() {
  return (
    <Providers toasts={ToastProvider}>
      <StaffSignInView />
    </Providers>
  );
}
