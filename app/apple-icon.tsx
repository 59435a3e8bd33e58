import { ImageResponse } from 'next/og';
import { MARK_AWNING, MARK_FRONT } from '@/components/layout/mark-shapes';

// The directory's mark (app/icon.svg) as the PNG that iOS home screens ask for.
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#1e40af',
      }}
    >
      <svg width="150" height="150" viewBox="4 4 24 24">
        <path fill="#ffffff" d={MARK_AWNING} />
        <path fill="#ffffff" fillRule="evenodd" d={MARK_FRONT} />
      </svg>
    </div>,
    size,
  );
}
