import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, nearestFirst } from './distance';

const amsterdam = { lat: 52.387, lng: 4.838 };
const rotterdam = { lat: 51.884, lng: 4.418 };
const utrecht = { lat: 52.108, lng: 5.078 };

describe('distanceKm', () => {
  it('is zero to the same place and the same both ways', () => {
    expect(distanceKm(amsterdam, amsterdam)).toBe(0);
    expect(distanceKm(amsterdam, rotterdam)).toBeCloseTo(distanceKm(rotterdam, amsterdam), 9);
  });

  it('measures along the earth: a degree of latitude is about 111 km, Paris to London about 344 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
    expect(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(343.5, 0);
  });

  it('takes the short way across the date line', () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 1);
  });
});

describe('nearestFirst', () => {
  it('orders by distance from the origin and tells each distance', () => {
    const nearRotterdam = { lat: 51.92, lng: 4.48 };
    const sorted = nearestFirst([amsterdam, utrecht, rotterdam], nearRotterdam);
    expect(sorted.map((s) => s.place)).toEqual([rotterdam, utrecht, amsterdam]);
    expect(sorted[0]!.km).toBeLessThan(10);
  });

  it('keeps equally far places in their order', () => {
    const a = { id: 'a', ...amsterdam };
    const b = { id: 'b', ...amsterdam };
    expect(nearestFirst([a, b], utrecht).map((s) => s.place.id)).toEqual(['a', 'b']);
  });
});

describe('formatDistance', () => {
  it('writes whole kilometres from 10 km and one decimal below, in the locale', () => {
    expect(formatDistance(12.4, 'en-US')).toBe('12 km');
    expect(formatDistance(1234.4, 'en-US')).toBe('1,234 km');
    expect(formatDistance(1234.4, 'de')).toBe('1.234 km');
    expect(formatDistance(4.25, 'nl')).toBe('4,3 km');
  });
});
