export * from './MapView';
export { MARKER_SIZE, markerSvg, type MapMarkerKind } from './markerIcon';
