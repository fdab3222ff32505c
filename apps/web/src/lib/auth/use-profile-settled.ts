import { useEffect, useState } from 'react';
import { loadProfile } from './profile-store';

/**
 * False until the app knows who is signed in (the profile's first load is over; it is loaded
 * once, so asking again costs nothing). A screen for signed-in users waits for it before it sends
 * an anonymous visitor away or shows the login wall: a reload of a signed-in page is not one.
 * Its own module, so the shell (the home route's budget) does not carry it.
 */
export function useProfileSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void loadProfile().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  return settled;
}
