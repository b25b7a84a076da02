import { useState } from 'react';
import { Outlet } from 'react-router';
import { Button, useGaia } from '@gaia/ui';
import { ErrorCatalogueBridge } from '../app/ErrorCatalogueBridge';
import { HeaderSlotContext } from '../app/HeaderSlot';
import { useLocaleSwitch } from '../app/LocaleContext';
import { Actions, Brand, Header, Main, SkipLink } from './Shell.styles';

/** The shared header (logo, language, and a slot for the signed-in user's actions) and the main landmark. */
export function Shell() {
  const { t, locale } = useGaia();
  const switchLocale = useLocaleSwitch();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const other = locale === 'ar' ? 'en' : 'ar';

  return (
    <HeaderSlotContext.Provider value={slot}>
      <ErrorCatalogueBridge />
      <SkipLink href="#main">{t('gaia_skip_to_content')}</SkipLink>
      <Header>
        <Brand href="/">{t('gaia_app_name')}</Brand>
        <Actions>
          <Button variant="ghost" size="sm" lang={other} onClick={() => void switchLocale(other)}>
            {t('gaia_language_switch')}
          </Button>
          <span ref={setSlot} />
        </Actions>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </HeaderSlotContext.Provider>
  );
}
