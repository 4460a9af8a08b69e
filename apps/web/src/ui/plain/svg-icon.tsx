/** A Material icon drawn from its path (the same paths as @mui/icons-material), hidden from screen readers. */
export function SvgIcon({ path, size = 24, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
