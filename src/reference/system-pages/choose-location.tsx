/**
 * /choose-location: the location picker. A map whose centre lists the places around it, a search box
 * (keyword search, debounced), the list with infinite scroll, and back and confirm buttons. Confirm
 * hands the selected place to uni.chooseLocation; back, or leaving the page any other way, hands none.
 */
import { useEffect, useState, useSyncExternalStore, type UIEvent } from 'react';
import { DEFAULT_CENTER } from '../components/map/defaults.ts';
import Map from '../components/map/index.tsx';
import { locale, t } from '../i18n/index.ts';
import { publishChoice } from '../location/choice.ts';
import { createPlaceSource } from '../location/place-source.ts';
import { LocationPicker } from '../location/picker.ts';
import { distanceLabel, type Poi } from '../location/poi.ts';
import type { PageEntry } from '../router/router.ts';
import { useShell } from '../shell/context.ts';

/** How close to the list's end a scroll asks for the next page (the scroll-view's lower threshold). */
const LOWER_THRESHOLD = 50;

function centerOf(query: Record<string, string>) {
  const latitude = Number(query.latitude);
  const longitude = Number(query.longitude);
  return query.latitude && query.longitude && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : DEFAULT_CENTER;
}

export default function ChooseLocation({ page }: { page: PageEntry }) {
  const { rt } = useShell();
  const [picker] = useState(() => new LocationPicker(createPlaceSource(rt), centerOf(page.query)));
  const state = useSyncExternalStore(picker.store.subscribe, picker.store.get);
  const lang = useSyncExternalStore(locale.subscribe, locale.get);
  useEffect(() => {
    picker.start();
    return () => {
      picker.destroy();
      publishChoice(rt, page.id, null);
    };
  }, [picker, rt, page.id]);

  const leave = (choice: Poi | null) => {
    publishChoice(rt, page.id, choice);
    void rt.router.navigateBack(1);
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - LOWER_THRESHOLD) picker.loadMore();
  };
  const selected = picker.selected;

  return (
    <div className="uni-system-choose-location" style={{ position: 'relative', height: '100vh', overflow: 'hidden', background: '#f8f8f8' }}>
      <Map
        className="map"
        latitude={state.center.latitude}
        longitude={state.center.longitude}
        style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: 300 }}
        onRegionchange={({ detail }) => { if (detail.type === 'end' && detail.centerLocation) picker.move(detail.centerLocation); }}
      >
        <div className="map-location" style={{ position: 'absolute', left: '50%', bottom: '50%', width: 32, height: 52, marginLeft: -16, pointerEvents: 'none', background: 'radial-gradient(circle at 50% 30%, #e43 30%, transparent 32%)' }} />
      </Map>
      <div className="nav" style={{ position: 'absolute', top: 0, left: 0, right: 0, height: 44 }}>
        <div className="nav-btn back" role="button" tabIndex={0} aria-label={t('uni.showModal.cancel', lang)} style={{ position: 'absolute', left: 0, width: 60, lineHeight: '44px', textAlign: 'center', cursor: 'pointer' }} onClick={() => leave(null)}>✕</div>
        <div
          className={`nav-btn confirm${selected ? '' : ' disable'}`}
          role="button"
          tabIndex={0}
          aria-disabled={!selected}
          aria-label={t('uni.showModal.confirm', lang)}
          style={{ position: 'absolute', right: 0, width: 60, lineHeight: '44px', textAlign: 'center', cursor: 'pointer', opacity: selected ? 1 : 0.4 }}
          onClick={() => { if (selected) leave(selected); }}
        >
          ✓
        </div>
      </div>
      <div className="menu" style={{ position: 'absolute', top: 300, left: 0, right: 0, bottom: 0, background: 'white' }}>
        <div className="search" style={{ display: 'flex', height: 50, padding: 8, boxSizing: 'border-box' }}>
          <input
            className="search-input"
            style={{ flex: 1 }}
            placeholder={t('uni.chooseLocation.search', lang)}
            value={state.keyword}
            onFocus={() => picker.focusSearch()}
            onChange={(e) => picker.input(e.currentTarget.value)}
          />
          {state.searching ? (
            <div className="search-btn" role="button" tabIndex={0} style={{ padding: '0 8px', color: '#007aff', cursor: 'pointer' }} onClick={() => picker.cancelSearch()}>
              {t('uni.chooseLocation.cancel', lang)}
            </div>
          ) : null}
        </div>
        <div className="list" role="listbox" style={{ position: 'absolute', top: 50, left: 0, right: 0, bottom: 0, overflowY: 'auto' }} onScroll={onScroll}>
          {state.list.map((item, index) => (
            <div
              key={index}
              className={`list-item${index === state.selectedIndex ? ' selected' : ''}`}
              role="option"
              aria-selected={index === state.selectedIndex}
              style={{ padding: 10, cursor: 'pointer' }}
              onClick={() => picker.select(index)}
            >
              <div className="list-item-title">{item.name}</div>
              <div className="list-item-detail" style={{ fontSize: 12, color: '#808080' }}>{distanceLabel(item.distance)}{item.address}</div>
            </div>
          ))}
          {state.loading ? <div className="list-loading" style={{ height: 50, textAlign: 'center' }}><i className="uni-loading" aria-busy="true">…</i></div> : null}
          {state.error ? <div className="list-error" role="alert" style={{ padding: 10, color: '#c00' }}>{state.error}</div> : null}
        </div>
      </div>
    </div>
  );
}
