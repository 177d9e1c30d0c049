import './boot-shell.css';

/**
 * The boot shell (issue 14, paint first): the frame of the signed-in shell (header with the logo,
 * side navigation, page heading area) as index.html paints it before any script runs. React's
 * first render ({@link AppLoading}) renders the same markup, so nothing moves when React takes
 * over; the real shell then replaces it with the same geometry. A test keeps this markup and
 * index.html's identical (boot-shell.test.tsx).
 */
export function BootShell({ children }: { children?: React.ReactNode }) {
  /* eslint-disable formatjs/no-literal-string-in-jsx -- the product name and tagline, the same
     in every catalogue (header.logo.brand, header.logo.tagline), painted by index.html before
     any catalogue can load */
  return (
    <div className="boot-shell">
      <div className="boot-shell__header">
        <span className="boot-shell__menu"></span>
        <span className="boot-shell__logo">
          <span className="boot-shell__mark" aria-hidden="true">
            L
          </span>
          <span className="boot-shell__brand">
            <span className="boot-shell__name">Location Performance</span>
            <span className="boot-shell__tagline">Next Level Location Performance</span>
          </span>
        </span>
      </div>
      <div className="boot-shell__body">
        <div className="boot-shell__nav"></div>
        <div className="boot-shell__main">
          <div className="boot-shell__heading"></div>
          {children}
        </div>
      </div>
    </div>
  );
  /* eslint-enable formatjs/no-literal-string-in-jsx */
}
