import QRCode from 'qrcode';

/**
 * The QR code of a pass: the plain code (as shown, `XXXX-XXXX`), which the gate's scanner types
 * into the yard screen. Level M survives a scratched screen or a creased printout.
 */
export async function passQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The same as a PNG `data:` address, for the e-mail (mail clients do not show inline SVG). */
export async function passQrPngDataUri(code: string): Promise<string> {
  const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  return `data:image/png;base64,${png.toString('base64')}`;
}
