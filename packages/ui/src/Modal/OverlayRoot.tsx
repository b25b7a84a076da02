import { useMemo, type ReactNode } from 'react';
import { GaiaRoot } from '../provider/GaiaProvider.styles';
import { useGaia } from '../provider/GaiaContext';
import { cssVariables } from '../tokens/cssVariables';
import { darkPalette, lightPalette } from '../tokens/palette';

/**
 * Overlays render in a portal at the end of the document, outside the provider's root element, so
 * they carry the tokens, theme, language and direction of the nearest provider themselves.
 */
export function OverlayRoot({ children }: { children: ReactNode }) {
  const { theme, direction, locale } = useGaia();
  const style = useMemo(() => cssVariables(theme === 'dark' ? darkPalette : lightPalette), [theme]);
  return (
    <GaiaRoot dir={direction} lang={locale} data-theme={theme} style={style}>
      {children}
    </GaiaRoot>
  );
}
