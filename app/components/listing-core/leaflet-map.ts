// The map itself (decision 050): Leaflet and its stylesheet, loaded only when a map is on
// screen (location-map.tsx imports this file on demand), so no other page sends it.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import type { PublicPosition } from "#app/modules/listing-core/location";

export interface Tiles {
  tilesUrl: string;
  attribution: string;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** A map on `element`; the caller adds what it shows. Its tiles failing leaves the rest working. */
export function baseMap(element: HTMLElement, tiles: Tiles): L.Map {
  const still = reducedMotion();
  const map = L.map(element, {
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    scrollWheelZoom: false,
  });
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
  /** Moves the pin to the middle of the map (the keyboard's way: arrow keys move the map). */
  pinAtCentre(): void;
  stop(): void;
}

/**
 * The wizard's pin: a marker the poster drags, or moves by clicking the map, starting at
 * `start`; `onMove` hears each new point.
 */
export function pickPin(
  element: HTMLElement,
  start: { latitude: number; longitude: number },
  tiles: Tiles,
  onMove: (point: { latitude: number; longitude: number }) => void,
): PinMap {
  const map = baseMap(element, tiles);
  const at = L.latLng(start.latitude, start.longitude);
  map.setView(at, 15);
  const marker = L.marker(at, {
    draggable: true,
    autoPan: true,
    keyboard: true,
    icon: L.divIcon({ className: "map-pin", html: "<span></span>", iconSize: [28, 28], iconAnchor: [14, 28] }),
  }).addTo(map);
  const moved = (point: L.LatLng) => onMove({ latitude: point.lat, longitude: point.lng });
  marker.on("dragend", () => moved(marker.getLatLng()));
  map.on("click", (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    moved(event.latlng);
  });
  return {
    pinAtCentre() {
      const centre = map.getCenter();
      marker.setLatLng(centre);
      moved(centre);
    },
    stop: () => map.remove(),
  };
}
