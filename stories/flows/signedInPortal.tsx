import { useEffect, useState } from 'react';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { signInAs } from './sandboxSession';

export interface SignedInAsProps {
  /** Who signs in (a password login against the sandbox) before the portal is shown. */
  customer: { account: string; password: string };
  url: string;
}

/** The portal in memory at `url`, once `customer` has signed in; a status placeholder until then. */
export function SignedInAs({ customer, url }: SignedInAsProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signInAs(customer).then(() => setReady(true));
  }, [customer]);
  return ready ? <InMemoryPortal url={url} /> : <p role="status">…</p>;
}
