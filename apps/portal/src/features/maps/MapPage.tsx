import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_MAP_ZOOM,
  addShippingAddressHref,
  canGoNext,
  isCoverageMode,
  mapBackTarget,
  mapPageTitleKey,
  nextHref,
  pointOf,
  registerHref,
  showsSkip,
  stdAddressAsGeocoded,
  toCurrentAddr,
  type GeoStdAddress,
  type LatLng,
  type MapCurrentAddr,
} from '@gaia/domain/stores';
import { isTempLoginMode } from '@gaia/domain/profile';
import { Button, Link, ResultDialog, useT } from '@gaia/ui';
import { MapView, type MapBase, type MapCircle, type MapMarker } from '@gaia/ui/map';
import { appStorage } from '../../app/browserStorage';
import { useOrderLayout } from '../orders/useOrderLayout';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { AddressList } from './AddressList';
import { cityMapQuery, mapSettingsQuery, streetAddressesQuery, towersQuery } from './mapApi';
import {
  Chosen,
  ChosenTitle,
  Footer,
  Intro,
  Layout,
  Notice,
  PageHeader,
  PageRoot,
  PageTitle,
} from './MapPage.styles';
import { useAddressPick, type PickInput } from './useAddressPick';
import { useDeviceLocation } from './useDeviceLocation';
import { withServerState } from '../../layout/withServerState';

/** The service-unavailable dialog's width on the map page (spec 03 §9: 325). */
const UNAVAILABLE_DIALOG_WIDTH = 325;

/**
 * /map and /h5/map (F3.17): the coverage check (`?type=coverage`) and the address picker. A click
 * on the map, or a pick from the address list, selects the nearest standard address; in coverage
 * mode the nearest tower is checked and an address without coverage opens the service-unavailable
 * dialog (Close, Register). Next carries the chosen address and tower to `?redirect=` or /.
 * A public page: it brings the app's query client itself (the signed-in shell is not around it).
 */
export default withServerState(MapScreen);

function MapScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const type = params.get('type');
  const coverage = isCoverageMode(type);
  const mobile = useOrderLayout() === 'mobile' || pathname.startsWith('/h5/');
  const [tempLogin] = useState(() => isTempLoginMode(appStorage));

  const settings = useQuery(mapSettingsQuery);
  const towers = useQuery({ ...towersQuery, enabled: coverage });
  const cityMap = useQuery(cityMapQuery);
  const addresses = useQuery(streetAddressesQuery);
  const device = useDeviceLocation();
  const pick = useAddressPick(coverage);

  const [chosen, setChosen] = useState<MapCurrentAddr>();
  const [uncovered, setUncovered] = useState<MapCurrentAddr>();
  const [message, setMessage] = useState<'noAddress' | 'failed'>();
  const [base, setBase] = useState<MapBase>('offline');
  // Where the view is held: the device, else the configured or built-in centre, then each pick.
  const [focusPoint, setFocusPoint] = useState<LatLng>();

  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const center =
    focusPoint ?? (device.status === 'found' ? device.point : settings.data?.defaultCenter);

  const choose = (input: PickInput) => {
    setMessage(undefined);
    pick.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'noAddress') {
          setChosen(undefined);
          setMessage('noAddress');
          return;
        }
        const current = toCurrentAddr(outcome.address, outcome.tower);
        setFocusPoint(pointOf(current));
        if (coverage && !outcome.tower) {
          // No coverage: the address is not kept, the dialog offers registering interest instead.
          setChosen(undefined);
          setUncovered(current);
          return;
        }
        setChosen(current);
      },
      onError: () => setMessage('failed'),
    });
  };

  const onMapClick = (point: LatLng) => choose({ point });
  const onListPick = (address: GeoStdAddress) => choose({ address: stdAddressAsGeocoded(address) });

  const markers: MapMarker[] = chosen
    ? [
        {
          id: chosen.stdAddrId,
          position: pointOf(chosen),
          label: t('gaia_map_chosen_marker', { address: chosen.formatted_address }),
          kind: 'selected',
        },
      ]
    : [];
  const circles: MapCircle[] = (coverage ? (towers.data ?? []) : []).map((tower) => ({
    id: tower.towerId,
    center: { lat: tower.latitude, lng: tower.longitude },
    radiusMeters: tower.coverageRadius,
  }));

  const goBack = () => {
    const target = mapBackTarget(tempLogin);
    if (target) navigate(target);
    else navigate(-1);
  };

  const tilesDown = Boolean(settings.data?.tileUrl) && base === 'offline';

  return (
    <PageRoot>
      <PageHeader>
        <Button variant="secondary" onClick={goBack}>
          gaia_map_back
        </Button>
        <PageTitle id="map-title" ref={titleRef} tabIndex={-1}>
          {t(mapPageTitleKey(type))}
        </PageTitle>
        {showsSkip(type, mobile) ? (
          <Link href={addShippingAddressHref(chosen)} as={RouterAnchor}>
            gaia_map_skip
          </Link>
        ) : null}
      </PageHeader>
      <Intro>{t('gaia_map_intro')}</Intro>

      <div role="status">
        {device.status === 'locating' ? <Notice>{t('gaia_map_locating')}</Notice> : null}
        {device.status === 'unavailable' ? (
          <Notice data-tone="warning">{t('gaia_map_location_unavailable')}</Notice>
        ) : null}
        {tilesDown ? <Notice data-tone="warning">{t('gaia_map_offline_base')}</Notice> : null}
        {pick.isPending ? <Notice>{t('gaia_map_checking')}</Notice> : null}
        {message === 'noAddress' ? (
          <Notice data-tone="warning">{t('gaia_map_no_address_here')}</Notice>
        ) : null}
        {message === 'failed' ? (
          <Notice data-tone="warning">{t('gaia_map_lookup_failed')}</Notice>
        ) : null}
      </div>

      <Layout>
        {center ? (
          <MapView
            label="gaia_map_region_label"
            center={center}
            zoom={DEFAULT_MAP_ZOOM}
            markers={markers}
            circles={circles}
            onMapClick={onMapClick}
            tileUrl={settings.data?.tileUrl}
            tileAttribution={settings.data?.tileAttribution}
            cityMap={cityMap.data}
            cityMapLoading={cityMap.isPending}
            onBaseChange={setBase}
          />
        ) : (
          <div />
        )}
        <AddressList
          addresses={addresses.data}
          failed={addresses.isError}
          onRetry={() => void addresses.refetch()}
          chosenId={chosen?.stdAddrId}
          onPick={onListPick}
        />
      </Layout>

      <Chosen aria-labelledby="map-chosen-title" aria-live="polite">
        <ChosenTitle id="map-chosen-title">{t('gaia_map_chosen_address')}</ChosenTitle>
        <p>{chosen ? chosen.formatted_address : t('gaia_map_no_address_chosen')}</p>
        {coverage && chosen?.nearestTower ? (
          <Notice data-tone="success">
            {t('gaia_map_covered', { tower: chosen.nearestTower.towerName })}
          </Notice>
        ) : null}
      </Chosen>

      <Footer>
        <Button
          disabled={!canGoNext(chosen)}
          onClick={() => chosen && navigate(nextHref(params.get('redirect'), chosen))}
        >
          gaia_map_next
        </Button>
      </Footer>

      <ResultDialog
        open={Boolean(uncovered)}
        onClose={() => setUncovered(undefined)}
        variant="oops"
        title="gaia_map_unavailable_title"
        message="gaia_map_check_coverage_fail"
        actionLabel="gaia_map_register"
        onAction={() => uncovered && navigate(registerHref(uncovered))}
        secondaryLabel="gaia_map_close"
        onSecondary={() => setUncovered(undefined)}
        width={UNAVAILABLE_DIALOG_WIDTH}
        closeButton={false}
      />
    </PageRoot>
  );
}
