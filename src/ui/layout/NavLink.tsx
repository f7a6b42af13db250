import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A header link that is highlighted, and marked aria-current="page", on its own route. */
export function NavLink({ href, children, className = '', onNavigate }: { href: string; children: ReactNode; className?: string; onNavigate?: () => void }) {
  const [location] = useLocation();
  const current = location === href;
  return (
    <Link
      href={href}
      className={`nav-link ${current ? 'nav-link--current' : ''} ${className}`}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
