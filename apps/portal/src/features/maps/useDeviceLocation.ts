import { useEffect, useState } from 'react';
import { isValidLatLng, type LatLng } from '@gaia/domain/stores';
import { appHost } from '../../app/nativeHost';

/** Where the device location stands: asked, found, or not available (denied, slow, absent). */
export type DeviceLocation =
  { status: 'locating' } | { status: 'found'; point: LatLng } | { status: 'unavailable' };

/**
 * The device's position (spec 03 §4): the native host's when the portal runs in the app, else the
 * browser's geolocation; the host bridge gives up after its timeout, so a slow or denied answer
 * ends as "unavailable" and the page keeps its default centre.
 */
export function useDeviceLocation(): DeviceLocation {
  const [location, setLocation] = useState<DeviceLocation>({ status: 'locating' });
  useEffect(() => {
    let live = true;
    appHost
      .getLocation()
      .then(
        (point) => {
          const latLng = point ? { lat: point.latitude, lng: point.longitude } : undefined;
          return isValidLatLng(latLng)
            ? ({ status: 'found', point: latLng } as const)
            : ({ status: 'unavailable' } as const);
        },
        () => ({ status: 'unavailable' }) as const,
      )
      .then((next) => live && setLocation(next));
    return () => {
      live = false;
    };
  }, []);
  return location;
}
