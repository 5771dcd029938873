/**
 * File transfers that the JSON verbs of ./http cannot express: multipart uploads with upload progress
 * (XMLHttpRequest, the only browser API that reports request-body progress) and binary downloads with their
 * `x-filename`. Both use the same configuration (base URL, token, refresh on an expired token, error presenter).
 */
import { ApiError, apiConfig, type RequestOptions } from './http';
import { apiErrorFromResponse, connectionError, ErrorCode } from './api-error';
import { loadingTracker } from './loading-tracker';

/** Upload progress: bytes sent so far of `total`. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions extends RequestOptions {
  onProgress?(progress: UploadProgress): void;
}

async function token(): Promise<string> {
  const config = apiConfig();
  const current = config.getToken();
  if (current) return current;
  const refreshed = await config.refreshToken();
  if (!refreshed)
    throw new ApiError({
      status: 401,
      errorCode: ErrorCode.AUTHENTICATION,
      message: 'Unauthorized!',
      method: 'POST',
      url: '',
    });
  return refreshed;
}

function report(error: ApiError, opts: RequestOptions | undefined): ApiError {
  if (!opts?.ignoreErrors) apiConfig().onError(error);
  return error;
}

function sendXhr(path: string, body: FormData, bearer: string, opts: UploadOptions | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiConfig().baseUrl + path);
    xhr.setRequestHeader('X-Authorization', `Bearer ${bearer}`);
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.upload.onprogress = (e) => opts?.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => {
      const headers = new Headers({ 'content-type': xhr.getResponseHeader('content-type') ?? 'text/plain' });
      // A Response wraps the answer so errors are built exactly as for every other call.
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(connectionError('POST', path));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    opts?.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** POST multipart/form-data with upload progress; resolves with the parsed JSON answer. */
export async function uploadMultipart<T>(path: string, form: FormData, opts?: UploadOptions): Promise<T> {
  const run = async (retried: boolean): Promise<T> => {
    let response: Response;
    try {
      response = await sendXhr(path, form, await token(), opts);
    } catch (e) {
      throw e instanceof ApiError ? report(e, opts) : e;
    }
    if (response.ok) {
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    const error = await apiErrorFromResponse(response, 'POST', path);
    if (
      response.status === 401 &&
      error.errorCode === ErrorCode.JWT_TOKEN_EXPIRED &&
      !retried &&
      (await apiConfig().refreshToken())
    )
      return run(true);
    throw report(error, opts);
  };
  return opts?.ignoreLoading ? run(false) : loadingTracker.wrap(run(false));
}

/** A downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  /** From `x-filename` (ThingsBoard sets it next to Content-Disposition). */
  fileName: string | null;
  contentType: string;
}

/** GET a binary resource with the bearer token. */
export async function downloadFile(path: string, opts?: RequestOptions): Promise<DownloadedFile> {
  const config = apiConfig();
  const run = async (retried: boolean): Promise<DownloadedFile> => {
    let response: Response;
    try {
      response = await config.fetch(config.baseUrl + path, {
        headers: { 'X-Authorization': `Bearer ${await token()}` },
        signal: opts?.signal,
      });
    } catch (e) {
      if (opts?.signal?.aborted) throw e;
      throw report(e instanceof ApiError ? e : connectionError('GET', path), opts);
    }
    if (response.ok) {
      return {
        blob: await response.blob(),
        fileName: response.headers.get('x-filename'),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    }
    const error = await apiErrorFromResponse(response, 'GET', path);
    if (
      response.status === 401 &&
      error.errorCode === ErrorCode.JWT_TOKEN_EXPIRED &&
      !retried &&
      (await config.refreshToken())
    )
      return run(true);
    throw report(error, opts);
  };
  return opts?.ignoreLoading ? run(false) : loadingTracker.wrap(run(false));
}
