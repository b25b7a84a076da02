import { useLocation } from 'react-router';
import { useT } from '@gaia/ui';

/** F0.2: the maintenance page a browser is sent to on HTTP 593, with server texts when given. */
export default function MaintenancePage() {
  const t = useT();
  const state = useLocation().state as { title?: string; notice?: string } | null;
  return (
    <section aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{state?.title || t('gaia_tip_maintenance_title')}</h1>
      <p>{state?.notice || t('gaia_tip_maintenance')}</p>
    </section>
  );
}
