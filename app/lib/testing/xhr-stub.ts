/**
 * A test double for the browser's XMLHttpRequest, for unit tests only: jsdom cannot show upload
 * progress, so the test drives progress, the answer or a network failure by hand. The real upload
 * path is covered by the Playwright tests against the running server.
 */
export class XhrStub {
  static instances: XhrStub[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    XhrStub.instances.push(this);
  }

  static reset(): void {
    XhrStub.instances = [];
  }

  static last(): XhrStub {
    const last = XhrStub.instances.at(-1);
    if (!last) throw new Error('No XMLHttpRequest was made');
    return last;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name] ?? null;
  }

  send(body: unknown): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }

  failNetwork(): void {
    this.status = 0;
    this.onerror?.();
  }
}
