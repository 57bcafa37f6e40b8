import { messages } from '../../shared/messages.ts';
import { useSignOut } from '../lib/sign-out.ts';
import { LogOutIcon } from './icons.tsx';
import { Button } from './ui/button.tsx';

/** 'Déconnexion' in the header of the signed-in screens. */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      size="sm"
      isLoading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {signOut.isPending ? null : <LogOutIcon />}
      {messages.signOut.logout}
    </Button>
  );
}
