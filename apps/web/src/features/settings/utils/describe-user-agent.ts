/**
 * A short device description ("Firefox on Windows") from a User-Agent header, for the sessions
 * list. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export type DeviceDescription = { label: string; mobile: boolean };

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent?.trim()) return { label: 'Unknown device', mobile: false };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  const mobile = /Mobi|iPhone|Android/.test(userAgent);
  if (browser && system) return { label: `${browser} on ${system}`, mobile };
  return { label: browser ?? system ?? 'Unknown device', mobile };
}
