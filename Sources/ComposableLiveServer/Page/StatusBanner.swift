#if LiveServer
  @_spi(Rendering) import ComposableViews

  /// How the page shows its connection: a banner over the screen (`#tca-status`, `role="status"`)
  /// while it reconnects, when its session had expired, and when the server refused an event;
  /// while it is not connected the screen is marked busy (`aria-busy` on `#tca-root`) and dimmed.
  /// The page script sets the banner's text and `data-kind`; these rules come after the app's
  /// stylesheet, so an app restyles them with more specific selectors.
  enum StatusBanner {
    /// The banner's id.
    private static let status = PageContract.PageID.status

    /// The banner's rules.
    static let stylesheet = """

      /* ComposableLiveServer: the connection banner */
      #\(status) {
        position: fixed; z-index: 2147483647; top: max(.75rem, env(safe-area-inset-top));
        left: 50%; transform: translateX(-50%); box-sizing: border-box;
        display: flex; gap: .75rem; align-items: center;
        width: max-content; max-width: min(92vw, 36rem); padding: .65rem 1rem;
        border-radius: .75rem; box-shadow: 0 6px 24px rgba(0, 0, 0, .28);
        font: 500 .95rem/1.35 system-ui, -apple-system, "Segoe UI", sans-serif;
        color: #fff; background: #1f2937;
      }
      #\(status)[hidden] { display: none; }
      #\(status)[data-kind="reconnecting"] { background: #92400e; }
      #\(status)[data-kind="reconnecting"]::before {
        content: ""; flex: none; width: .8rem; height: .8rem; border-radius: 50%;
        border: 2px solid currentColor; border-right-color: transparent;
        animation: tca-status-spin .8s linear infinite;
      }
      #\(status)[data-kind="error"] { background: #b91c1c; }
      #\(status) .\(PageContract.ClassName.statusClose) {
        flex: none; border: 0; border-radius: 50%; width: 1.6rem; height: 1.6rem;
        font: inherit; font-size: 1.1rem; line-height: 1; color: inherit;
        background: rgba(255, 255, 255, .2); cursor: pointer;
      }
      #\(PageContract.PageID.root)[aria-busy="true"] { opacity: .55; transition: opacity .2s .3s; }
      @keyframes tca-status-spin { to { transform: rotate(360deg); } }
      @media (prefers-reduced-motion: reduce) {
        #\(status)[data-kind="reconnecting"]::before { animation: none; }
      }

      """
  }
#endif
