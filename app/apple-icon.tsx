import { ImageResponse } from 'next/og';

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
        <path
          fill="#ffffff"
          d="M6.5 8h19v3.5a2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0 2.375 2.375 0 0 1-4.75 0z"
        />
        <path
          fill="#ffffff"
          fillRule="evenodd"
          d="M8 15.5h16V25H8zm2.5 2v3.5h5v-3.5zm7.5 0V25h3.5v-7.5z"
        />
      </svg>
    </div>,
    size,
  );
}
