import { useEffect, useRef, useState } from 'react';
import { flagKey, loadedFlagUrl, loadFlagUrl } from './flag-urls';

/** Props of Flag: the country or region code, its name when the flag alone carries it, and the height. */
export interface FlagProps {
  /** ISO 3166-1 alpha-2 in any case, or eu, un, eng, nir, sct, wls, es-ct (and gb-eng …). */
  code: string;
  /** Without it the flag is decorative (the name is written beside it); with it, an image of that name. */
  label?: string;
  /** Height in px; the width follows the 4:3 shape. */
  height?: number;
}

/**
 * A country's flag, loaded only when shown: when it comes near the viewport (a long country list
 * loads only the flags scrolled to; at once where the browser cannot tell). Its box has a fixed
 * size from the first render, so nothing moves when the image arrives; an unknown code shows nothing.
 */
export function Flag({ code, label, height = 15 }: FlagProps) {
  const key = flagKey(code);
  const box = useRef<HTMLSpanElement>(null);
  const [loaded, setLoaded] = useState<{ key: string; url: string } | null>(null);
  // Loaded before (another row, an earlier render): shown at once, without waiting for the effect.
  const url = key ? (loadedFlagUrl(key) ?? (loaded?.key === key ? loaded.url : undefined)) : undefined;
  useEffect(() => {
    const element = box.current;
    if (!key || url || !element) return;
    let current = true;
    const load = () =>
      void loadFlagUrl(key).then(
        (next) => {
          if (current) setLoaded({ key, url: next });
        },
        // A flag that fails to load leaves its empty box: the country's name is always beside or in the label.
        () => undefined,
      );
    const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer?.disconnect();
      load();
    }, { rootMargin: '200px' });
    if (observer) observer.observe(element);
    else load();
    return () => {
      current = false;
      observer?.disconnect();
    };
  }, [key, url]);
  if (!key) return null;
  const width = Math.round((height * 4) / 3);
  const style = { display: 'inline-block', width, height, flex: 'none', verticalAlign: 'middle', lineHeight: 0 } as const;
  const image = url && <img src={url} alt="" width={width} height={height} style={{ display: 'block', borderRadius: 2, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.12)' }} />;
  // Named: the box is the image (named before the file arrives); decorative: hidden from assistive technology.
  return label ? (
    <span ref={box} role="img" aria-label={label} style={style}>{image}</span>
  ) : (
    <span ref={box} aria-hidden="true" style={style}>{image}</span>
  );
}
