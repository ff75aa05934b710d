/** One of the shop's stroke icons in an island, drawn from a path of `layout/iconPaths.ts` (as `Icon.astro` does in pages). */
export function Icon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
