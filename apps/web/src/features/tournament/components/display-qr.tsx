import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The TV link as a QR code, drawn as one SVG path from the `qrcode` library's module matrix (no
 * canvas, no inline markup). Loaded on its own (tv-link-card.tsx), so the library stays out of the
 * first chunks. Dark on white with the standard four-module margin: phone and TV cameras read it.
 */
export default function DisplayQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.get(x, y)) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }
    }
    return { size: modules.size + 8, path: parts.join('') };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-full bg-white"
      shapeRendering="crispEdges"
      data-testid="display-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
