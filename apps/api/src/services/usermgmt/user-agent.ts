// Names a browser and system from a stored User-Agent for the list of signed-in devices, in the
// words people know ("Chrome 131", "Windows 10", "Android 15"); null when there is nothing to name.
import Bowser from 'bowser';

export interface DeviceNames {
  browser: string | null;
  os: string | null;
}

const major = (version: string | undefined) => version?.match(/^\d+/)?.[0];
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

function osName({ name, version, versionName }: Bowser.Parser.OSDetails): string | null {
  if (!name) return null;
  // Windows says "NT 10.0" (versionName "10"); macOS has frozen its version at 10.15.7 in every
  // browser, so a number there would be wrong for most Macs.
  if (name === 'Windows') return join(name, versionName);
  if (name === 'macOS') return name;
  return join(name, major(version));
}

export function describeUserAgent(userAgent: string | null): DeviceNames {
  // Bowser throws on an empty string.
  if (!userAgent?.trim()) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name ? join(browser.name, major(browser.version)) : null, os: osName(os) };
}
