/** What a session list shows of a browser: its name and major version, the system, the kind of device. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'app';
}

/** Browsers in the order they must be tested: each later one's token appears in earlier ones' strings. */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Abtal desktop app', /\babtal-universe\/|\bElectron\//i],
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp, version?: (match: RegExpExecArray) => string][] = [
  ['iPadOS', /\biPad\b.*? OS (\d+)/],
  ['iOS', /\biPhone\b.*? OS (\d+)/],
  ['Android', /\bAndroid (\d+)/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X (\d+)[._](\d+)/, (m) => `${m[1]}.${m[2]}`],
  ['macOS', /\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A small reading of a User-Agent header, enough to tell a member's devices apart: "Firefox 133"
 * on "Windows". Unknown parts are null; nothing here decides anything about access.
 */
export function describeUserAgent(userAgent: string | undefined | null): DeviceDescription {
  const ua = (userAgent ?? '').slice(0, 512);
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  let os: string | null = null;
  for (const [name, pattern, version] of SYSTEMS) {
    const match = pattern.exec(ua);
    if (match) {
      const number = version ? version(match) : match[1];
      os = number ? `${name} ${number}` : name;
      break;
    }
  }
  return { browser, os, device: deviceKind(ua, browser) };
}

function deviceKind(ua: string, browser: string | null): DeviceDescription['device'] {
  if (browser === 'Abtal desktop app') return 'app';
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua)))
    return 'tablet';
  if (/\bMobile\b|\biPhone\b/.test(ua)) return 'mobile';
  return 'desktop';
}
