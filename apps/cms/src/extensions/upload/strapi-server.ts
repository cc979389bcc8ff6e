import { checkCovers, type CoverUpload } from '../../lib/cover-file';

/**
 * The media library takes cover images only, checked by name and content (lib/cover-file.ts), at every door: the
 * upload service's `upload` and `replace` are what each upload route calls — the content API's `POST /api/upload`
 * (staff token; creating and `?id=` replacing), and the admin panel's upload, replace and upload-from-URL. A refused
 * file stops the whole upload before anything is stored (400, Strapi's error shape).
 */

interface UploadService {
  upload(input: { data: unknown; files: CoverUpload | CoverUpload[] }, options?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: CoverUpload }, options?: unknown): Promise<unknown>;
}
type Factory<T> = (deps: { strapi: unknown }) => T;
interface UploadPlugin {
  services: { upload: Factory<UploadService> };
}

export default (plugin: UploadPlugin) => {
  const uploadService = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = uploadService(deps);
    return {
      ...service,
      async upload(input, options) {
        await checkCovers(input.files);
        return service.upload(input, options);
      },
      async replace(id, input, options) {
        await checkCovers(input.file);
        return service.replace(id, input, options);
      },
    };
  };
  return plugin;
};
