import QRCode from 'qrcode';
import { PRODUCT_TAGLINE, PRODUCT_TITLE } from '@/lib/constants';
import { CHANNEL_KIND_LABELS, type ChannelKind } from '@/lib/contract/channels';

// The channel poster: an SVG of the QR code of the channel's link with the product's name,
// the channel's name and its code. SVG rather than PNG keeps the server free of a rasteriser
// and a font (the viewer draws the Chinese text) and prints sharply at any size; the QR code
// alone is also offered as a PNG for chats and slides.

const BRAND = '#1a5fd9';
const INK = '#1f2937';
const MUTED = '#4b5563';
const FONT =
  "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The QR modules as one path of unit squares, scaled by the caller's transform. */
function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}

export type PosterInput = { name: string; kind: string; code: string; url: string };

export function posterSvg(input: PosterInput): string {
  const width = 750;
  const height = 1125;
  const qrBox = 420;
  const qr = qrPath(input.url);
  // A quiet zone of 4 modules around the code, as scanners expect.
  const scale = qrBox / (qr.size + 8);
  const qrX = (width - qrBox) / 2;
  const qrY = 330;
  const kind = CHANNEL_KIND_LABELS[input.kind as ChannelKind] ?? '';
  const text = (x: number, y: number, size: number, fill: string, body: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" font-family="${FONT}"${extra}>${escapeXml(body)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${PRODUCT_TITLE}邀请海报：${input.name}`)}">`,
    `<rect width="${width}" height="${height}" fill="#f5f8ff"/>`,
    `<rect width="${width}" height="420" fill="${BRAND}"/>`,
    text(width / 2, 130, 72, '#ffffff', PRODUCT_TITLE, ' font-weight="700"'),
    text(width / 2, 200, 32, '#ffffff', PRODUCT_TAGLINE),
    text(width / 2, 260, 26, '#ffffff', '找客户 · 找商机 · 找产品 · 看产业链'),
    `<rect x="${qrX - 30}" y="${qrY - 30}" width="${qrBox + 60}" height="${qrBox + 60}" rx="24" fill="#ffffff" stroke="#d6e2fb" stroke-width="2"/>`,
    `<g transform="translate(${qrX} ${qrY}) scale(${scale})"><rect width="${qr.size + 8}" height="${qr.size + 8}" fill="#ffffff"/><path transform="translate(4 4)" d="${qr.d}" fill="#000000" shape-rendering="crispEdges"/></g>`,
    text(width / 2, 860, 36, INK, '微信扫码，免费注册', ' font-weight="700"'),
    text(width / 2, 920, 30, BRAND, kind ? `${kind}｜${input.name}` : input.name),
    text(width / 2, 980, 28, MUTED, `邀请码 ${input.code}`, ' letter-spacing="2"'),
    text(width / 2, 1070, 20, MUTED, input.url),
    '</svg>',
  ].join('');
}

/** The QR code of the link alone, as a PNG with its quiet zone. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 600 });
}
