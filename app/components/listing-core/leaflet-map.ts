// The map itself (decision 050): Leaflet and its stylesheet, loaded only when a map is on
// screen (location-map.tsx imports this file on demand), so no other page sends it.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import type { PublicPosition } from "#app/modules/listing-core/location";

/** The map's own buttons and credit, in the page's language. */
export interface MapWords {
  zoomIn: string;
  zoomOut: string;
  /** What the "Leaflet" credit says when pointed at. */
  library: string;
}

export interface Tiles {
  tilesUrl: string;
  /** The tiles' credit, as HTML in the page's language (map-settings.server.ts). */
  attribution: string;
  words: MapWords;
}

const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** A map on `element`; the caller adds what it shows. Its tiles failing leaves the rest working. */
export function baseMap(element: HTMLElement, tiles: Tiles): L.Map {
  const still = reducedMotion();
  const map = L.map(element, {
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    scrollWheelZoom: false,
    zoomControl: false,
  });
  // Leaflet's own words are English: its buttons and credit, worded in the page's language.
  L.control.zoom({ zoomInTitle: tiles.words.zoomIn, zoomOutTitle: tiles.words.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(
    `<a href="https://leafletjs.com" title="${escaped(tiles.words.library)}" translate="no">Leaflet</a>`,
  );
  L.tileLayer(tiles.tilesUrl, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
  return map;
}

/** One listing's position: its pin, or the circle it lies in. A stop function. */
export function showPosition(element: HTMLElement, position: PublicPosition, tiles: Tiles): () => void {
  const map = baseMap(element, tiles);
  const point = L.latLng(position.latitude, position.longitude);
  if (position.exact) {
    map.setView(point, 16);
    L.circleMarker(point, { radius: 9, color: "#0f5f4a", weight: 3, fillOpacity: 0.9 }).addTo(map);
  } else {
    // The circle's own bounds need a map with a view; its extent is known without one.
    map.fitBounds(point.toBounds(position.radiusMetres * 2), { padding: [16, 16] });
    L.circle(point, { radius: position.radiusMetres, color: "#0f5f4a", weight: 2, fillOpacity: 0.15 }).addTo(map);
  }
  return () => map.remove();
}

export interface PinMap {
  /** The map's middle, where the keyboard's way puts the pin (arrow keys move the map). */
  centre(): { latitude: number; longitude: number };
  /** Whether the person has moved or zoomed the map since it opened. */
  moved(): boolean;
  /** Draws the pin here (or takes it away). */
  pinAt(point: { latitude: number; longitude: number } | null): void;
  stop(): void;
}

const pinIcon = () =>
  L.divIcon({ className: "map-pin", html: "<span></span>", iconSize: [28, 28], iconAnchor: [14, 28] });

/**
 * The wizard's pin map (decision 058), opened on `view` (a locality's centre, close; or the
 * whole city, to be zoomed into). No pin until the poster puts one: they click the map, or
 * drag the pin, and `onPlace` hears each point they chose; `onMoved` hears the first time
 * they move or zoom the map themselves.
 */
export function pickPin(
  element: HTMLElement,
  view: { latitude: number; longitude: number; zoom: number },
  pin: { latitude: number; longitude: number } | null,
  tiles: Tiles,
  listeners: { onPlace: (point: { latitude: number; longitude: number }) => void; onMoved: () => void },
): PinMap {
  const map = baseMap(element, tiles);
  map.setView(
    pin ? L.latLng(pin.latitude, pin.longitude) : L.latLng(view.latitude, view.longitude),
    pin ? 16 : view.zoom,
  );
  let marker: L.Marker | null = null;
  let movedByPerson = false;
  const draw = (point: { latitude: number; longitude: number } | null) => {
    if (!point) {
      marker?.remove();
      marker = null;
      return;
    }
    const at = L.latLng(point.latitude, point.longitude);
    if (marker) return void marker.setLatLng(at);
    marker = L.marker(at, { draggable: true, autoPan: true, keyboard: true, icon: pinIcon() }).addTo(map);
    marker.on("dragend", () => {
      const moved = marker?.getLatLng();
      if (moved) listeners.onPlace({ latitude: moved.lat, longitude: moved.lng });
    });
  };
  draw(pin);
  map.on("click", (event: L.LeafletMouseEvent) =>
    listeners.onPlace({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  );
  // Moved by the person (not by the opening view).
  map.once("movestart", () => {
    movedByPerson = true;
    listeners.onMoved();
  });
  return {
    centre() {
      const middle = map.getCenter();
      return { latitude: middle.lat, longitude: middle.lng };
    },
    moved: () => movedByPerson,
    pinAt: draw,
    stop: () => map.remove(),
  };
}

/** A result on the search's map, worded as its card. */
export interface Marker {
  id: string;
  latitude: number;
  longitude: number;
  name: string;
  price: string;
  href: string;
}

export interface ResultsMap {
  stop(): void;
}

/** Markers closer than this on screen are drawn as one, with their count (a price label is wider than tall). */
const CLUSTER_PX = { x: 96, y: 48 };

/**
 * The search's results on a map: markers (their card in a popup) gathered into numbered
 * clusters where they crowd, a cluster zooming in when pressed. Opens on `box` when the
 * search has one, else on the markers. `onMoved` hears the visible box after the person
 * moves or zooms the map (the page offers "Search this area").
 */
export function showMarkers(
  element: HTMLElement,
  markers: readonly Marker[],
  tiles: Tiles,
  options: {
    box: { south: number; west: number; north: number; east: number } | null;
    fallback: { latitude: number; longitude: number };
    viewLabel: string;
    onMoved: (box: { south: number; west: number; north: number; east: number }) => void;
  },
): ResultsMap {
  const map = baseMap(element, tiles);
  const layer = L.layerGroup().addTo(map);
  if (options.box) {
    map.fitBounds([
      [options.box.south, options.box.west],
      [options.box.north, options.box.east],
    ]);
  } else if (markers.length) {
    map.fitBounds(L.latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude])), {
      padding: [24, 24],
      maxZoom: 15,
    });
  } else {
    map.setView([options.fallback.latitude, options.fallback.longitude], 12);
  }

  const card = (marker: Marker): HTMLElement => {
    // Built as elements, never as HTML: names are typed by posters.
    const box = document.createElement("div");
    const name = document.createElement("a");
    name.href = marker.href;
    name.textContent = marker.name;
    name.className = "map-card-name";
    const price = document.createElement("p");
    price.textContent = marker.price;
    price.className = "map-card-price";
    box.append(name, price);
    return box;
  };

  const draw = () => {
    layer.clearLayers();
    const zoom = map.getZoom();
    const cells = new Map<string, Marker[]>();
    for (const marker of markers) {
      const point = map.project([marker.latitude, marker.longitude], zoom);
      const key = `${Math.floor(point.x / CLUSTER_PX.x)}:${Math.floor(point.y / CLUSTER_PX.y)}`;
      const cell = cells.get(key) ?? [];
      cell.push(marker);
      cells.set(key, cell);
    }
    for (const cell of cells.values()) {
      const first = cell[0] as Marker;
      if (cell.length === 1) {
        // A label centred on its point, whatever its width: a zero-sized anchor holding it.
        L.marker([first.latitude, first.longitude], {
          icon: L.divIcon({ className: "map-price-anchor", html: '<span class="map-price"></span>', iconSize: [0, 0] }),
          title: `${first.name}, ${first.price}`,
          keyboard: true,
        })
          .on("add", (event) => {
            const element = (event.target as L.Marker).getElement();
            // Its title is the listing's name as its poster wrote it, and the price in the page's words.
            element?.setAttribute("translate", "no");
            const label = element?.querySelector(".map-price");
            if (label) label.textContent = first.price;
          })
          .bindPopup(() => card(first))
          .addTo(layer);
        continue;
      }
      const bounds = L.latLngBounds(cell.map((marker) => [marker.latitude, marker.longitude]));
      L.marker(bounds.getCenter(), {
        icon: L.divIcon({ className: "map-cluster", html: "", iconSize: [40, 40] }),
        title: options.viewLabel.replace("{count}", String(cell.length)),
        keyboard: true,
      })
        .on("add", (event) => {
          const icon = (event.target as L.Marker).getElement();
          if (icon) icon.textContent = String(cell.length);
        })
        .on("click", () => {
          const next = Math.min(map.getBoundsZoom(bounds, false, L.point(24, 24)), 18);
          if (next > zoom) map.fitBounds(bounds, { padding: [24, 24] });
          else map.setView(bounds.getCenter(), Math.min(zoom + 2, 18));
        })
        .addTo(layer);
    }
  };
  draw();
  map.on("zoomend", draw);
  // Moved by the person (not by the opening view): offer their box.
  map.once("movestart", () => {
    map.on("moveend", () => {
      const bounds = map.getBounds();
      options.onMoved({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      });
    });
  });
  return { stop: () => map.remove() };
}
