import { useT } from '@gaia/ui';

/** Any path the portal does not know. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('gaia_not_found_title')}</h1>
      <p>
        <a href="/signIn">{t('gaia_not_found_home')}</a>
      </p>
    </section>
  );
}
