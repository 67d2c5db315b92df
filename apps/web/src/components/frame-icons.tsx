import type { SVGProps } from 'react';

/*
 * The few Lucide icons the app's first chunk draws (brand, spinner, error screens), inlined with
 * Lucide's own path data (ISC licence). Importing them from lucide-react would pull its icon
 * machinery into the landing page's budget (decision 0008); every other icon comes from lucide-react.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon drawn by its path outlines, in Lucide's frame. */
function lucideIcon(paths: readonly string[]) {
  return function Icon(props: IconProps) {
    return (
      <Svg {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Svg>
    );
  };
}

export const SpadeIcon = lucideIcon([
  'M12 18v4',
  'M2 14.499a5.5 5.5 0 0 0 9.591 3.675.6.6 0 0 1 .818.001A5.5 5.5 0 0 0 22 14.5c0-2.29-1.5-4-3-5.5l-5.492-5.312a2 2 0 0 0-3-.02L5 8.999c-1.5 1.5-3 3.2-3 5.5',
]);

export const LoaderCircleIcon = lucideIcon(['M21 12a9 9 0 1 1-6.219-8.56']);

export const TriangleAlertIcon = lucideIcon([
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
  'M12 9v4',
  'M12 17h.01',
]);

export const WifiOffIcon = lucideIcon([
  'M12 20h.01',
  'M8.5 16.429a5 5 0 0 1 7 0',
  'M5 12.859a10 10 0 0 1 5.17-2.69',
  'M19 12.859a10 10 0 0 0-2.007-1.523',
  'M2 8.82a15 15 0 0 1 4.177-2.643',
  'M22 8.82a15 15 0 0 0-11.288-3.764',
  'm2 2 20 20',
]);
