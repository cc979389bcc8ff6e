/** An upload's progress as a bar and a percentage (docs/000-product.md §9: "Upload progress is shown as a percentage (0-100)"). */
export function UploadProgress({ id, label, percent }: { id: string; label: string; percent: number }) {
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-600">
        <span id={id}>{label}</span>
        <span>{percent}%</span>
      </div>
      <progress
        aria-labelledby={id}
        value={percent}
        max={100}
        className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
      />
    </div>
  );
}
