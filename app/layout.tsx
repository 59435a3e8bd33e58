import type { ReactNode } from 'react';
import './globals.css';

// The real document (<html lang>) is rendered by app/[locale]/layout.tsx, which knows the
// language; this root only exists because Next.js requires one.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
