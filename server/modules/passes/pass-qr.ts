import QRCode from 'qrcode';

/**
 * The QR code of a pass: the plain code (as shown, `XXXX-XXXX`), which the gate's scanner types
 * into the yard screen. Level M survives a scratched screen or a creased printout.
 */
export async function passQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The same as a PNG, for the e-mail (mail clients show neither inline SVG nor `data:` pictures). */
export async function passQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
}
