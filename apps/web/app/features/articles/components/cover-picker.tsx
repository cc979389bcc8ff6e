import { COVER_ACCEPT } from '@agency/contract';
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { UploadProgress } from '~/components/ui/upload-progress';
import { apiErrorMessage } from '~/lib/api-error';
import { postWithProgress } from '~/lib/upload.client';
import type { Cover } from '../staff-article';

/**
 * The cover of the article editor: the chosen image, the upload's progress (null when none is running) and its
 * error. `upload` posts one image to /admin/covers (the CMS's upload, through this site) with a progress percentage.
 */
export function useCoverUpload(initial: Cover | null) {
  const [cover, setCover] = useState<Cover | null>(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.set('file', file, file.name);
    try {
      const answer = await postWithProgress('/admin/covers', form, setProgress);
      if (answer.status === 201) setCover(answer.body as Cover);
      else setError(apiErrorMessage(answer.status, 'Upload failed', answer.body));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Upload failed');
    } finally {
      setProgress(null);
    }
  }

  return { cover, remove: () => setCover(null), progress, error, upload };
}

/** The preview of the chosen cover with its Remove button, or an empty frame. */
function CoverPreview({ cover, onRemove }: { cover: Cover | null; onRemove: () => void }) {
  if (!cover) {
    return (
      <div
        aria-hidden="true"
        className="flex h-32 w-56 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400"
      >
        <ImagePlus className="size-8" />
      </div>
    );
  }
  return (
    <div className="relative">
      <img src={cover.url} alt="Cover preview" className="h-32 w-56 rounded-lg border border-slate-200 object-cover" />
      <button
        type="button"
        onClick={onRemove}
        className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-red-700"
        aria-label="Remove cover"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The editor's "Cover image" field: preview, file picker, progress and error; posts the cover's id as `cover`. */
export function CoverPicker({ state }: { state: ReturnType<typeof useCoverUpload> }) {
  const { cover, remove, progress, error, upload } = state;
  return (
    <div>
      <Label htmlFor="article-cover">Cover image</Label>
      <input type="hidden" name="cover" value={cover?.id ?? ''} />
      <div className="mt-1 flex flex-wrap items-start gap-4">
        <CoverPreview cover={cover} onRemove={remove} />
        <div className="flex-1">
          <Input
            id="article-cover"
            type="file"
            accept={COVER_ACCEPT}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
              event.target.value = '';
            }}
            className="mt-0 hover:file:bg-brand-50"
          />
          {progress !== null ? (
            <div className="mt-2">
              <UploadProgress id="cover-progress-label" label="Uploading cover" percent={progress} />
            </div>
          ) : null}
          {error ? (
            <Alert tone="error" className="mt-2">
              {error}
            </Alert>
          ) : null}
        </div>
      </div>
    </div>
  );
}
