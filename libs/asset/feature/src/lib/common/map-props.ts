import type { PointsMapProps } from '@portal/shared-ui-map';
import type { ReactNode } from 'react';

/** What an asset screen asks of its map: the app fills in the tiles, their consent and attribution. */
export type AssetMapProps = Omit<PointsMapProps, 'tileUrl' | 'overlay' | 'attribution'>;

/** The map slot the routes fill (the consent-gated map lives in the app, which features may not import). */
export type RenderAssetMap = (props: AssetMapProps) => ReactNode;
