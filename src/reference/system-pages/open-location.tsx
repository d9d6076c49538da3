/**
 * /open-location: a map centred on the target with its marker, the target's name and address, a link
 * that opens the provider's external maps service with a route there (from the user's position once the
 * browser gives it), and a back button.
 */
import { useEffect, useMemo, useState } from 'react';
import Map from '../components/map/index.tsx';
import type { LatLng } from '../location/distance.ts';
import { getMapInfo } from '../location/map-info.ts';
import { myLocation } from '../location/my-location.ts';
import { DESTINATION_NAME, navigationLink } from '../location/navigation-link.ts';
import { OPEN_LOCATION_SCALE } from '../location/routes.ts';
import type { PageEntry } from '../router/router.ts';
import { useShell } from '../shell/context.ts';

export default function OpenLocation({ page }: { page: PageEntry }) {
  const { rt } = useShell();
  const { latitude: lat, longitude: lng, scale: rawScale, name = '', address = '' } = page.query;
  const latitude = Number(lat);
  const longitude = Number(lng);
  const scale = rawScale ? Number(rawScale) : OPEN_LOCATION_SCALE.default;
  const [origin, setOrigin] = useState<LatLng>();
  useEffect(() => {
    let shown = true;
    void myLocation().then((position) => { if (shown) setOrigin(position); });
    return () => { shown = false; };
  }, []);
  const url = useMemo(() => navigationLink(getMapInfo(rt.app), { latitude, longitude, name }, origin), [rt, latitude, longitude, name, origin]);
  return (
    <div className="uni-system-open-location" style={{ position: 'relative', height: '100vh', overflow: 'hidden' }}>
      <Map
        className="map"
        latitude={latitude}
        longitude={longitude}
        scale={scale}
        markers={[{ id: 1, latitude, longitude, title: name }]}
        style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: 'calc(100% - 80px)' }}
      />
      <div className="nav-btn back" role="button" tabIndex={0} style={{ position: 'absolute', top: 0, left: 0, width: 44, lineHeight: '44px', textAlign: 'center', cursor: 'pointer' }} onClick={() => { void rt.router.navigateBack(1); }}>‹</div>
      <div className="info" style={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 80, display: 'flex', alignItems: 'center', padding: '0 16px', boxSizing: 'border-box', background: 'white' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div className="info-name" style={{ fontSize: 16 }}>{name}</div>
          <div className="info-address" style={{ fontSize: 13, color: '#808080' }}>{address}</div>
        </div>
        {url ? (
          <a
            className="nav"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name || DESTINATION_NAME}
            style={{ width: 48, height: 48, borderRadius: '50%', background: '#007aff', color: 'white', textAlign: 'center', lineHeight: '48px', textDecoration: 'none' }}
            onClick={(e) => { e.preventDefault(); window.open(url); }}
          >
            ➤
          </a>
        ) : null}
      </div>
    </div>
  );
}
