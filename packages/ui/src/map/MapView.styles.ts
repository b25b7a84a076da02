import styled from 'styled-components';

/** The map's frame; the colours of the offline base and the marker buttons follow the kit's tokens. */
export const MapFrame = styled.div`
  position: relative;
  inline-size: 100%;
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  overflow: hidden;

  .leaflet-container {
    inline-size: 100%;
    block-size: 100%;
    /* The sea of the offline base: the map is never a grey box, even before anything has loaded. */
    background: var(--gaia-color-info-subtle);
    font: inherit;
  }

  .leaflet-container:focus-visible,
  .gaia-map-marker-button:focus-visible,
  .leaflet-bar a:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }

  /* Zoom buttons big enough to hit (44 px targets). */
  .leaflet-bar a {
    inline-size: 44px;
    block-size: 44px;
    line-height: 44px;
    font-size: 22px;
    color: var(--gaia-color-text);
    background: var(--gaia-color-surface);
  }

  .leaflet-control-attribution {
    background: var(--gaia-color-surface);
    color: var(--gaia-color-text);
  }

  .leaflet-control-attribution a {
    color: var(--gaia-color-primary);
  }

  .gaia-map-country {
    fill: var(--gaia-color-surface);
    fill-opacity: 1;
    stroke: var(--gaia-color-border);
    stroke-width: 1;
  }

  .gaia-map-district {
    fill: var(--gaia-color-surface-sunken);
    fill-opacity: 0.8;
    stroke: var(--gaia-color-border);
    stroke-width: 1.5;
    stroke-dasharray: 6 4;
  }

  .gaia-map-road {
    fill: none;
    stroke: var(--gaia-color-warning);
    stroke-opacity: 0.7;
    stroke-width: 6;
    stroke-linecap: round;
  }

  .gaia-map-coverage {
    fill: var(--gaia-color-success);
    fill-opacity: 0.15;
    stroke: var(--gaia-color-success);
    stroke-width: 2;
  }

  .gaia-map-place {
    inline-size: auto !important;
    block-size: auto !important;
    background: none;
    border: none;
    pointer-events: none;
  }

  .gaia-map-place span {
    display: inline-block;
    transform: translate(-50%, -50%);
    padding: 2px 6px;
    border-radius: var(--gaia-radius-sm);
    background: var(--gaia-color-surface);
    color: var(--gaia-color-text);
    font-size: var(--gaia-font-size-sm);
    white-space: nowrap;
  }

  .gaia-map-marker {
    background: none;
    border: none;
  }

  .gaia-map-marker-button {
    display: block;
    inline-size: 64px;
    block-size: 64px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: none;
    cursor: pointer;
  }

  .gaia-map-marker-button svg {
    display: block;
  }
`;
