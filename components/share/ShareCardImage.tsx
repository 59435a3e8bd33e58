import type { ShareCard } from '@/lib/seo/share-card';
import { MARK_AWNING, MARK_FRONT } from '@/components/layout/mark-shapes';

/*
 * The share card's drawing, for next/og (satori): inline styles only, and the light theme's
 * token values written out (app/globals.css), since an image has no stylesheet and no theme.
 */
const INK = '#0f172a';
const INK_MUTED = '#334155';
const SURFACE_MUTED = '#f1f5f9';
const LINE = '#e2e8f0';
const ACCENT = '#1e40af';
const ACCENT_STRONG = '#1e3a8a';
const ACCENT_SOFT = '#dbeafe';
const SUCCESS = '#064e3b';
const SUCCESS_SOFT = '#d1fae5';
const STAR = '#d97706';
const STAR_EMPTY = '#cbd5e1';

const STAR_PATH = 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.2l7.1-.6z';
const STAR_SIZE = 40;

function Stars({ color }: { color: string }) {
  return (
    <div style={{ display: 'flex', gap: 4 }}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} width={STAR_SIZE} height={STAR_SIZE} viewBox="0 0 24 24">
          <path d={STAR_PATH} fill={color} />
        </svg>
      ))}
    </div>
  );
}

/** Five stars filled to the mean rating: the full row clipped over the empty one. */
function RatingStars({ average }: { average: number }) {
  const width = 5 * STAR_SIZE + 4 * 4;
  const filled = Math.round((Math.min(5, Math.max(0, average)) / 5) * width);
  return (
    <div style={{ display: 'flex', position: 'relative', width, height: STAR_SIZE }}>
      <Stars color={STAR_EMPTY} />
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          top: 0,
          left: 0,
          width: filled,
          overflow: 'hidden',
        }}
      >
        <Stars color={STAR} />
      </div>
    </div>
  );
}

/** The directory's mark (components/layout/DirectoryMark.tsx) in the light theme's colours. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill={ACCENT} />
      <path fill="#ffffff" d={MARK_AWNING} />
      <path fill="#ffffff" fillRule="evenodd" d={MARK_FRONT} />
    </svg>
  );
}

/** A long title steps down a size rather than being cut. */
function titleSize(title: string): number {
  if (title.length > 60) return 52;
  if (title.length > 32) return 60;
  return 72;
}

export function ShareCardImage({ card }: { card: ShareCard }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: '#ffffff',
        color: INK,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', height: 14, background: ACCENT }} />
      <div style={{ display: 'flex', flex: 1, padding: '64px 72px 32px', gap: 52 }}>
        {card.monogram === null ? (
          <Mark size={200} />
        ) : (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 200,
              height: 200,
              flexShrink: 0,
              borderRadius: 44,
              background: ACCENT_SOFT,
              border: `2px solid ${LINE}`,
              color: ACCENT_STRONG,
              fontSize: 84,
              fontWeight: 700,
              letterSpacing: -2,
            }}
          >
            {card.monogram}
          </div>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {card.kicker && (
            <div
              style={{
                display: 'flex',
                color: ACCENT,
                fontSize: 28,
                fontWeight: 700,
                letterSpacing: 3,
                textTransform: 'uppercase',
                marginBottom: 12,
              }}
            >
              {card.kicker}
            </div>
          )}
          <div
            style={{
              display: 'block',
              fontSize: titleSize(card.title),
              fontWeight: 700,
              lineHeight: 1.1,
              letterSpacing: -1,
              lineClamp: 3,
            }}
          >
            {card.title}
          </div>
          {card.lines.map((line) => (
            <div
              key={line}
              style={{ display: 'flex', marginTop: 16, fontSize: 34, color: INK_MUTED }}
            >
              {line}
            </div>
          ))}
          <div style={{ display: 'flex', alignItems: 'center', gap: 20, marginTop: 'auto' }}>
            {card.rating && <RatingStars average={card.rating.average} />}
            {card.rating && (
              <div style={{ display: 'flex', fontSize: 30, color: INK_MUTED }}>
                {card.rating.text}
              </div>
            )}
            {card.verified && (
              <div
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '6px 18px',
                  borderRadius: 999,
                  background: SUCCESS_SOFT,
                  color: SUCCESS,
                  fontSize: 26,
                  fontWeight: 700,
                }}
              >
                <svg width="24" height="24" viewBox="0 0 16 16">
                  <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" fill={SUCCESS} />
                </svg>
                {card.verified}
              </div>
            )}
          </div>
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '24px 72px',
          borderTop: `2px solid ${LINE}`,
          background: SURFACE_MUTED,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Mark size={48} />
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>{card.siteName}</div>
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: INK_MUTED }}>{card.host}</div>
      </div>
    </div>
  );
}
