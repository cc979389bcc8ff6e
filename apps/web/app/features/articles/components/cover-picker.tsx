import { COVER_ACCEPT } from '@agency/contract';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { UploadProgress } from '~/components/ui/upload-progress';
import { apiErrorMessage } from '~/lib/api-error';
import { postWithProgress } from '~/lib/upload.client';
import type { Cover } from '../staff-article';

/**
 * The cover of the article editor: the chosen image, the name of the file chosen for it in this visit (null for the
 * stored cover, or after Remove), the upload's progress (null when none is running) and its error. `upload` posts
 * one image to /admin/covers (the CMS's upload, through this site) with a progress percentage.
 */
export function useCoverUpload(initial: Cover | null) {
  const [cover, setCover] = useState<Cover | null>(initial);
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Uploads `file`; resolves to whether it became the cover. */
  async function upload(file: File): Promise<boolean> {
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.set('file', file, file.name);
    try {
      const answer = await postWithProgress('/admin/covers', form, setProgress);
      if (answer.status === 201) {
        setCover(answer.body as Cover);
        setFileName(file.name);
        return true;
      }
      setError(apiErrorMessage(answer.status, 'Upload failed', answer.body));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Upload failed');
    } finally {
      setProgress(null);
    }
    return false;
  }

  function remove() {
    setCover(null);
    setFileName(null);
  }

  return { cover, fileName, remove, progress, error, upload };
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
        className="absolute end-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-red-700"
        aria-label="Remove cover"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The editor's "Cover image" field: preview, file picker, the chosen file's name, progress and error; posts the
 * cover's id as `cover`. The picker never loses the focus (WCAG 2.4.3): it stays enabled while an upload runs (marked
 * `aria-disabled`, a new choice is refused until it ends), keeps the chosen file, whose name it then shows and is
 * described by, and takes the focus back when the cover is removed. Choosing a file checks nothing else of the form.
 */
export function CoverPicker({ state }: { state: ReturnType<typeof useCoverUpload> }) {
  const { cover, fileName, remove, progress, error, upload } = state;
  const picker = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;
  const chosenId = 'article-cover-chosen';
  return (
    <div>
      <Label htmlFor="article-cover">Cover image</Label>
      <input type="hidden" name="cover" value={cover?.id ?? ''} />
      <div className="mt-1 flex flex-wrap items-start gap-4">
        <CoverPreview
          cover={cover}
          onRemove={() => {
            remove();
            if (picker.current) picker.current.value = '';
            picker.current?.focus();
          }}
        />
        <div className="flex-1">
          <Input
            ref={picker}
            id="article-cover"
            type="file"
            accept={COVER_ACCEPT}
            aria-disabled={uploading || undefined}
            aria-describedby={cover && fileName ? chosenId : undefined}
            onClick={(event) => {
              if (uploading) event.preventDefault();
            }}
            onChange={(event) => {
              const input = event.target;
              const file = input.files?.[0];
              if (!file) return;
              void upload(file).then((kept) => {
                // A refused file is not shown as chosen.
                if (!kept) input.value = '';
              });
            }}
            className="mt-0 hover:file:bg-brand-50"
          />
          <p id={chosenId} role="status" className="mt-2 text-sm text-slate-700">
            {cover && fileName && !uploading ? (
              <>
                Chosen: <span className="font-medium text-slate-900">{fileName}</span>
              </>
            ) : null}
          </p>
          {uploading ? (
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
