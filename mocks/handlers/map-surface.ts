/**
 * The map-drawing part of the three providers' libraries, as script source the stand-ins embed: what a
 * framework's `<map>` builds on (Map, positions, Size/Point, Marker, overlays, events). Nothing is
 * drawn; the map "renders" one microtask after it is created or moved, then fires the events a real
 * library fires once its view settles (`bounds_changed`/`idle`, AMap's `complete`/`moveend`), so a page
 * waiting for them proceeds deterministically. A pointer dragged over the map pans it, and the wheel
 * zooms it, with the events the libraries fire. Positions are projected with Web Mercator (256px tiles)
 * against the container's size, as the real libraries do.
 *
 * `mapSurface(kind)` returns the namespace for `'google'` (`google.maps`), `'qq'` (`qq.maps`, v2 API:
 * LatLng with `lat`/`lng` fields, `Overlay` with construct/destroy, MarkerImage, Color) or `'amap'`
 * (AMap 2.0: LngLat, Pixel, Icon, Text, `Event`, `map.add`/`on`). This module has no service of its own.
 */
import type { RequestHandler } from 'msw';

export const mapSurface = `function mapSurface(kind) {
  var amap = kind === 'amap', qq = kind === 'qq';

  // Listener lists live in a hidden field, so copying an overlay's enumerable members copies no state.
  function listeners(target, name) {
    if (!target.__listeners) Object.defineProperty(target, '__listeners', { value: {} });
    return target.__listeners[name] || (target.__listeners[name] = []);
  }
  function Listener(target, name, fn) { this.target = target; this.name = name; this.fn = fn; }
  Listener.prototype.remove = function () {
    var list = listeners(this.target, this.name), i = list.indexOf(this);
    if (i >= 0) list.splice(i, 1);
  };
  var event = {
    addListener: function (target, name, fn) { var l = new Listener(target, name, fn); listeners(target, name).push(l); return l; },
    removeListener: function (l) { l.remove(); },
    trigger: function (target, name) {
      var args = Array.prototype.slice.call(arguments, 2);
      listeners(target, name).slice().forEach(function (l) { l.fn.apply(target, args); });
    },
  };

  // Positions: Google's LatLng has lat()/lng(); Tencent's has lat/lng fields and getLat()/getLng();
  // AMap's LngLat(lng, lat) has fields and getters. AMap also takes [lng, lat], Google a {lat, lng}.
  function LatLng(lat, lng) {
    if (kind === 'google') { this._lat = +lat; this._lng = +lng; } else { this.lat = +lat; this.lng = +lng; }
  }
  if (kind === 'google') {
    LatLng.prototype.lat = function () { return this._lat; };
    LatLng.prototype.lng = function () { return this._lng; };
  } else {
    LatLng.prototype.getLat = function () { return this.lat; };
    LatLng.prototype.getLng = function () { return this.lng; };
  }
  LatLng.prototype.equals = function (o) { var a = read(this), b = read(o); return a.lat === b.lat && a.lng === b.lng; };
  function position(lat, lng) { return new LatLng(lat, lng); }
  function read(p) {
    if (Array.isArray(p)) return { lat: +p[1], lng: +p[0] };
    return typeof p.lat === 'function' ? { lat: p.lat(), lng: p.lng() } : { lat: +p.lat, lng: +p.lng };
  }

  function Point(x, y) { this.x = x; this.y = y; }
  Point.prototype.getX = function () { return this.x; };
  Point.prototype.getY = function () { return this.y; };
  function Size(width, height) { this.width = width; this.height = height; }
  Size.prototype.getWidth = function () { return this.width; };
  Size.prototype.getHeight = function () { return this.height; };

  function Bounds(sw, ne) { this.sw = sw && read(sw); this.ne = ne && read(ne); }
  Bounds.prototype.extend = function (p) {
    var q = read(p);
    this.sw = this.sw ? { lat: Math.min(this.sw.lat, q.lat), lng: Math.min(this.sw.lng, q.lng) } : q;
    this.ne = this.ne ? { lat: Math.max(this.ne.lat, q.lat), lng: Math.max(this.ne.lng, q.lng) } : q;
    return this;
  };
  Bounds.prototype.getSouthWest = function () { return position(this.sw.lat, this.sw.lng); };
  Bounds.prototype.getNorthEast = function () { return position(this.ne.lat, this.ne.lng); };
  Bounds.prototype.getCenter = function () { return position((this.sw.lat + this.ne.lat) / 2, (this.sw.lng + this.ne.lng) / 2); };
  Bounds.prototype.contains = function (p) {
    var q = read(p);
    return q.lat >= this.sw.lat && q.lat <= this.ne.lat && q.lng >= this.sw.lng && q.lng <= this.ne.lng;
  };

  // Web Mercator world pixels at a zoom.
  function world(p, zoom) {
    var scale = 256 * Math.pow(2, zoom), s = Math.sin(p.lat * Math.PI / 180);
    return { x: (p.lng + 180) / 360 * scale, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale };
  }
  function unworld(x, y, zoom) {
    var scale = 256 * Math.pow(2, zoom), n = Math.PI - 2 * Math.PI * y / scale;
    return { lat: 180 / Math.PI * Math.atan(Math.sinh(n)), lng: x / scale * 360 - 180 };
  }

  // Key-value objects (Google and Tencent MVCObject): set() stores the value on the object, then calls
  // the object's <key>_changed or changed(key) and fires <key>_changed.
  function MVCObject() {}
  MVCObject.prototype.get = function (key) { return this[key]; };
  MVCObject.prototype.set = function (key, value) {
    this[key] = value;
    if (typeof this[key + '_changed'] === 'function') this[key + '_changed']();
    else if (typeof this.changed === 'function') this.changed(key);
    event.trigger(this, key + '_changed');
  };
  MVCObject.prototype.setValues = function (values) { for (var key in values || {}) this.set(key, values[key]); };
  MVCObject.prototype.setOptions = MVCObject.prototype.setValues;
  MVCObject.prototype.changed = function () {};

  function Map(container, options) {
    // Like the real libraries, a map needs an element to live in.
    if (!container || typeof container.appendChild !== 'function') {
      throw new Error(kind === 'google' ? 'InvalidValueError: Map: Expected mapDiv of type HTMLElement but was passed ' + container + '.' : 'Map: invalid container ' + container);
    }
    options = options || {};
    var range = options.zooms || [options.minZoom != null ? options.minZoom : amap ? 2 : 0, options.maxZoom != null ? options.maxZoom : amap ? 20 : 22];
    Object.defineProperty(this, '__view', { value: { container: container, options: options, range: range, overlays: [], rendered: false, pending: false } });
    var center = read(options.center || [116.397428, 39.90923]);
    this.__view.center = center;
    this.__view.zoom = this.__clamp(options.zoom != null ? options.zoom : amap ? 10 : 8);
    var panes = this.__view.panes = {};
    ['mapPane', 'overlayLayer', 'overlayShadow', 'markerLayer', 'overlayImage', 'floatShadow', 'overlayMouseTarget', 'floatPane'].forEach(function (name) {
      var div = panes[name] = document.createElement('div');
      div.style.position = 'absolute';
      div.style.left = div.style.top = '0';
      container.appendChild(div);
    });
    this.__listenForDrags(container, options.draggable !== false && options.dragEnable !== false);
    this.__listenForWheel(container, options.scrollwheel !== false && options.scrollWheel !== false);
    this.__render();
  }
  Map.prototype = Object.create(MVCObject.prototype);
  Map.prototype.constructor = Map;
  Map.prototype.__clamp = function (zoom) {
    return Math.min(this.__view.range[1], Math.max(this.__view.range[0], Number(zoom)));
  };
  Map.prototype.__size = function () { var c = this.__view.container; return { width: c.clientWidth || 0, height: c.clientHeight || 0 }; };
  // One render per turn: overlays redraw, then the settle events.
  Map.prototype.__render = function () {
    var map = this, view = this.__view;
    if (view.pending) return;
    view.pending = true;
    Promise.resolve().then(function () {
      var first = !view.rendered;
      view.pending = false;
      view.rendered = true;
      view.overlays.slice().forEach(function (o) { if (typeof o.draw === 'function') o.draw(); });
      if (amap) {
        event.trigger(map, first ? 'complete' : 'moveend', {});
        return;
      }
      event.trigger(map, 'bounds_changed');
      if (first) event.trigger(map, 'tilesloaded');
      event.trigger(map, 'idle');
    });
  };
  // Like the real libraries, a pointer dragged over the map pans it: 'dragstart' on the first move,
  // the centre follows the pointer, 'dragend' on release (Tencent and AMap also fire 'dragging').
  Map.prototype.__listenForDrags = function (container, draggable) {
    var map = this, drag = null;
    if (!draggable || typeof container.addEventListener !== 'function') return;
    container.addEventListener('pointerdown', function (e) { drag = { x: e.clientX, y: e.clientY, moved: false }; });
    container.addEventListener('pointermove', function (e) {
      if (!drag) return;
      if (!drag.moved) { drag.moved = true; event.trigger(map, 'dragstart', {}); }
      event.trigger(map, kind === 'google' ? 'drag' : 'dragging', {});
    });
    container.addEventListener('pointerup', function (e) {
      var start = drag;
      drag = null;
      if (!start || !start.moved) return;
      var view = map.__view, c = world(view.center, view.zoom);
      var next = unworld(c.x - (e.clientX - start.x), c.y - (e.clientY - start.y), view.zoom);
      map.setCenter(position(next.lat, next.lng));
      event.trigger(map, 'dragend', {});
    });
  };
  // Like the real libraries, the wheel over the map zooms it a level a notch, within its zoom range
  // (setZoom fires the zoom events only when the level changes).
  Map.prototype.__listenForWheel = function (container, enabled) {
    var map = this;
    if (!enabled || typeof container.addEventListener !== 'function') return;
    container.addEventListener('wheel', function (e) {
      if (!e.deltaY) return;
      map.setZoom(map.getZoom() + (e.deltaY < 0 ? 1 : -1));
    });
  };
  Map.prototype.getCenter = function () { return position(this.__view.center.lat, this.__view.center.lng); };
  Map.prototype.setCenter = function (p) {
    var next = read(p), view = this.__view;
    if (next.lat === view.center.lat && next.lng === view.center.lng) return;
    view.center = next;
    if (amap) event.trigger(this, 'mapmove', {});
    else event.trigger(this, 'center_changed');
    this.__render();
  };
  Map.prototype.panTo = Map.prototype.setCenter;
  Map.prototype.getZoom = function () { return this.__view.zoom; };
  Map.prototype.setZoom = function (zoom) {
    var next = this.__clamp(zoom);
    if (next === this.__view.zoom) return;
    this.__view.zoom = next;
    event.trigger(this, amap ? 'zoomchange' : 'zoom_changed', {});
    if (amap) event.trigger(this, 'zoomend', {});
    this.__render();
  };
  // Google answers undefined until the map has rendered once.
  Map.prototype.getBounds = function () {
    if (!amap && !this.__view.rendered) return undefined;
    var size = this.__size(), c = world(this.__view.center, this.__view.zoom);
    var sw = unworld(c.x - size.width / 2, c.y + size.height / 2, this.__view.zoom);
    var ne = unworld(c.x + size.width / 2, c.y - size.height / 2, this.__view.zoom);
    return new Bounds([sw.lng, sw.lat], [ne.lng, ne.lat]);
  };
  Map.prototype.fitBounds = function (bounds) { this.setCenter(bounds.getCenter()); };
  Map.prototype.setBounds = Map.prototype.fitBounds;
  Map.prototype.getDiv = function () { return this.__view.container; };
  Map.prototype.getContainer = Map.prototype.getDiv;
  Map.prototype.__projection = function () {
    var view = this.__view, size = this.__size();
    return {
      fromLatLngToDivPixel: function (p) {
        var c = world(view.center, view.zoom), q = world(read(p), view.zoom);
        return new Point(q.x - c.x + size.width / 2, q.y - c.y + size.height / 2);
      },
    };
  };
  Map.prototype.add = function (o) { (Array.isArray(o) ? o : [o]).forEach(function (x) { x.setMap(this); }, this); };
  Map.prototype.remove = function (o) { (Array.isArray(o) ? o : [o]).forEach(function (x) { x.setMap(null); }); };
  Map.prototype.on = function (name, fn) { event.addListener(this, name, fn); };
  Map.prototype.off = function (name, fn) {
    listeners(this, name).filter(function (l) { return l.fn === fn; }).forEach(function (l) { l.remove(); });
  };

  // Custom overlays: Google's OverlayView gets onAdd() and draw() once the map has rendered, onRemove()
  // when taken off; Tencent's Overlay gets construct()/draw()/destroy(). The constructor keeps no state.
  function OverlayView() {}
  OverlayView.prototype = Object.create(MVCObject.prototype);
  OverlayView.prototype.constructor = OverlayView;
  OverlayView.prototype.getMap = function () { return this.map || null; };
  OverlayView.prototype.setMap = function (map) {
    var self = this, previous = this.map;
    if (previous === map) return;
    if (previous) {
      var list = previous.__view.overlays, i = list.indexOf(this);
      if (i >= 0) list.splice(i, 1);
      var removing = qq ? this.destroy : this.onRemove;
      if (this.__added && typeof removing === 'function') removing.call(this);
      this.__added = false;
    }
    this.map = map || null;
    if (!map) return;
    Promise.resolve().then(function () {
      if (self.map !== map) return;
      self.__added = true;
      var adding = qq ? self.construct : self.onAdd;
      if (typeof adding === 'function') adding.call(self);
      map.__view.overlays.push(self);
      if (typeof self.draw === 'function') self.draw();
    });
  };
  OverlayView.prototype.getPanes = function () { return this.__added ? this.map.__view.panes : null; };
  OverlayView.prototype.getProjection = function () { return this.__added ? this.map.__projection() : null; };

  // Map objects without drawing (markers, shapes): options become values; setMap attaches them.
  function Feature(options) { this.setValues(options); }
  Feature.prototype = Object.create(MVCObject.prototype);
  Feature.prototype.constructor = Feature;
  Feature.prototype.setMap = function (map) { this.set('map', map || null); };
  Feature.prototype.getMap = function () { return this.map || null; };
  Feature.prototype.setVisible = function (visible) { this.set('visible', visible); };
  Feature.prototype.on = Map.prototype.on;
  Feature.prototype.off = Map.prototype.off;
  function feature(accessors) {
    function F(options) { Feature.call(this, options); }
    F.prototype = Object.create(Feature.prototype);
    F.prototype.constructor = F;
    accessors.forEach(function (key) {
      var name = key.charAt(0).toUpperCase() + key.slice(1);
      F.prototype['get' + name] = function () { return this[key]; };
      F.prototype['set' + name] = function (value) { this.set(key, value); };
    });
    return F;
  }

  var Marker = feature(['position', 'icon', 'title', 'zIndex']);
  // A marker on a map is an element of the map's marker layer carrying its title, the tooltip a user sees
  // over it, as the libraries draw theirs (class map-surface-marker; AMap's own node below).
  Object.defineProperty(Marker.prototype, '__node', { get: function () {
    if (!this.__drawn) {
      var node = this.dom || document.createElement('div');
      if (!this.dom) node.className = 'map-surface-marker';
      Object.defineProperty(this, '__drawn', { value: node });
    }
    return this.__drawn;
  } });
  Marker.prototype.map_changed = function () {
    if (this.map) this.map.__view.panes.markerLayer.appendChild(this.__node);
    else if (this.__node.parentNode) this.__node.parentNode.removeChild(this.__node);
  };
  Marker.prototype.title_changed = function () { if (this.title) this.__node.title = this.title; else this.__node.removeAttribute('title'); };
  if (kind === 'google') Marker.prototype.setLabel = function (label) { this.set('label', label); };
  if (amap) {
    // AMap markers own a DOM node in the marker layer; the framework listens on it for taps.
    var AMapMarker = Marker;
    Marker = function (options) {
      Object.defineProperty(this, 'dom', { value: document.createElement('div') });
      this.dom.className = 'amap-marker';
      AMapMarker.call(this, options);
    };
    Marker.prototype = AMapMarker.prototype;
    Marker.prototype.position_changed = function () { this._position = this.position && position(read(this.position).lat, read(this.position).lng); };
    Marker.prototype.setLabel = function (label) { this.set('label', label); };
    Marker.prototype.setAngle = function (angle) { this.set('angle', angle); };
  }

  var ns = {
    Map: Map, Size: Size, Marker: Marker, event: event,
    Polyline: feature(['path']), Circle: feature(['center', 'radius']),
  };
  if (amap) {
    ns.LngLat = function (lng, lat) { LatLng.call(this, lat, lng); };
    ns.LngLat.prototype = LatLng.prototype;
    position = function (lat, lng) { return new ns.LngLat(lng, lat); };
    ns.Bounds = Bounds;
    ns.Pixel = Point;
    ns.Event = event;
    ns.Icon = function (options) { for (var key in options || {}) this[key] = options[key]; };
    var AMapText = feature(['position', 'text']);
    ns.Text = function (options) {
      Object.defineProperty(this, 'dom', { value: document.createElement('div') });
      this.dom.className = 'amap-overlay-text-container';
      this.dom.textContent = (options && options.text) || '';
      AMapText.call(this, options);
    };
    ns.Text.prototype = AMapText.prototype;
    ns.Text.prototype.map_changed = ns.Marker.prototype.map_changed;
    return ns;
  }
  ns.LatLng = LatLng;
  ns.LatLngBounds = Bounds;
  ns.Point = Point;
  ns.MVCObject = MVCObject;
  if (qq) {
    ns.Overlay = OverlayView;
    ns.MarkerImage = function (url, size, origin, anchor, scaledSize) {
      this.url = url; this.size = size; this.origin = origin; this.anchor = anchor; this.scaledSize = scaledSize;
    };
    ns.Color = function (r, g, b, a) { this.red = r; this.green = g; this.blue = b; this.alpha = a; };
    ns.Label = feature(['position', 'content', 'style']);
  } else {
    ns.OverlayView = OverlayView;
  }
  return ns;
}`;


export const handlers: RequestHandler[] = [];
