import type { PointsMapProps } from '@portal/shared-ui-map';
import type { ReactNode } from 'react';

/** What the depots page asks of its map: the app fills in the tiles, their consent and attribution. */
export type DepotsMapProps = Omit<PointsMapProps, 'tileUrl' | 'overlay' | 'attribution'>;

/** The map slot the route fills (the consent-gated map lives in the app, which features may not import). */
export type RenderDepotsMap = (props: DepotsMapProps) => ReactNode;
