import { ApiError, networkError } from './api-error';

/**
 * POSTs a form with XMLHttpRequest, because fetch cannot report upload progress (docs/000-product.md §9: "Upload
 * progress is shown as a percentage (0-100)"). Resolves with the status and the parsed JSON body of any answer, OK or
 * not; the caller decides what a non-OK answer means.
 * @throws ApiError "Network error: …" (no status) when no answer arrives.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // not JSON: handled as a body without a message
      }
      resolve({ status: request.status, body: parsed });
    });
    request.addEventListener('error', () => reject(networkError(new Error('the request could not be sent'))));
    request.addEventListener('abort', () => reject(new ApiError('Upload cancelled')));
    request.send(body);
  });
}
