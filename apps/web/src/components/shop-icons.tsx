import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Icons only the shop's cart needs, drawn like those in icons.tsx (24 px grid, 1.75 stroke). */
function ShopIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MinusIcon = (props: IconProps) => (
  <ShopIcon {...props}>
    <path d="M5 12h14" />
  </ShopIcon>
);

export const BinIcon = (props: IconProps) => (
  <ShopIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </ShopIcon>
);
