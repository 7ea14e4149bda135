// Product saves send their images and video as one multipart body. fetch (and so the openapi-fetch
// client) cannot report how much of a request body was sent; XMLHttpRequest can, so these two calls
// alone go through it, keeping the client's rules: cookies, the CSRF header, and the envelope rule
// (`ok: false` or a non-2xx becomes an ApiError with the server's error string).
import { ApiError, formDataBody, statusTextOf, type Product } from '@panel/api';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@panel/domain';
import { API_BASE_URL } from './api';

/** How much of the body was sent, from 0 to 1. */
export type UploadProgress = (sent: number) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends a multipart product save and answers the saved product. */
export function sendProduct(
  method: 'POST' | 'PUT',
  path: '/products/create' | `/products/update/${string}`,
  body: object,
  onProgress: UploadProgress,
): Promise<Product> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300 && isRecord(answer) && answer.ok === true;
      if (ok && isRecord(answer.data)) {
        resolve(answer.data as Product);
        return;
      }
      const retryAfter = Number.parseInt(xhr.getResponseHeader('Retry-After') ?? '', 10);
      const error = isRecord(answer) && typeof answer.error === 'string' ? answer.error : '';
      reject(
        new ApiError(
          xhr.status,
          error,
          `Auth is broken: ${statusTextOf({ status: xhr.status, statusText: xhr.statusText })}`,
          Number.isFinite(retryAfter) ? retryAfter : null,
        ),
      );
    };
    // As with fetch, a network failure is not an ApiError.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    xhr.send(formDataBody(body));
  });
}
