import { loginPath } from '~/shared/login/loginAddress.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** Sends a photograph with XMLHttpRequest, for its upload progress; resolves with the stored picture, rejects with the service's text. */
export function uploadPhoto(file: File, locale: Locale, onProgress: (percent: number) => void): Promise<{ name: string; url: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/v1/staff/pictures?name=${encodeURIComponent(file.name.slice(0, 200))}`);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('accept-language', locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      type Answer = { data?: { name: string; url: string }; message?: { en?: string; fa?: string }; additionalInfo?: string[] };
      let body: Answer | null;
      try {
        body = JSON.parse(request.responseText) as Answer;
      } catch {
        body = null;
      }
      if (request.status === 401) location.assign(loginPath(locale, location.pathname));
      if (request.status === 200 && body?.data) resolve(body.data);
      else reject(new Error([body?.message?.[locale] ?? String(request.status), ...(body?.additionalInfo ?? [])].join('\n')));
    };
    request.onerror = () => reject(new Error(String(request.status || 0)));
    request.send(file);
  });
}
