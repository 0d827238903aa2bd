/// The stylesheet rendered screens expect.
///
/// Serve it with the page (a server does); it lays out stacks with flexbox, styles lists,
/// forms, buttons and dialogs like a tidy app, and follows the system's light or dark scheme.
public enum ViewStyle {
  /// The stylesheet's CSS.
  public static let stylesheet = """
    :root {
      --tca-bg: #f2f2f7; --tca-surface: #fff; --tca-text: #1c1c1e; --tca-secondary: #6c6c70;
      --tca-separator: #d1d1d6; --tca-accent: #007aff; --tca-destructive: #ff3b30;
      --tca-radius: 12px; color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --tca-bg: #000; --tca-surface: #1c1c1e; --tca-text: #f2f2f7; --tca-secondary: #98989f;
        --tca-separator: #38383a; --tca-accent: #0a84ff;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: var(--tca-bg); color: var(--tca-text);
      font: 17px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
    }
    tca-view, tca-keep { display: contents; }
    .tca-vstack { display: flex; flex-direction: column; min-width: 0; }
    .tca-hstack { display: flex; flex-direction: row; min-width: 0; }
    .tca-zstack { display: grid; }
    .tca-zstack > *, .tca-zstack > tca-view > * { grid-area: 1 / 1; }
    .tca-zstack > .tca-color { justify-self: stretch; align-self: stretch; }
    .tca-group { display: contents; }
    .tca-spacer { flex: 1 1 0; min-width: 0; min-height: 0; }
    .tca-divider { border: 0; border-top: 1px solid var(--tca-separator); margin: 4px 0; width: 100%; }
    .tca-color { min-width: 8px; min-height: 8px; flex: 1 1 auto; }
    .tca-text { white-space: pre-wrap; }
    .tca-image { display: inline-block; min-width: 1em; text-align: center; }
    svg.tca-symbol { width: 1.25em; height: 1.25em; min-width: 0; vertical-align: -0.25em; flex: 0 0 auto;
      box-sizing: content-box;
      overflow: visible; }
    svg.tca-symbol-resizable { width: 100%; height: 100%; }
    .tca-shape { display: block; width: 100%; min-width: 0; flex: 1 1 auto; overflow: visible; }
    .tca-shape-fit { contain: size; min-width: 8px; min-height: 8px; }
    .tca-shape-fit:not([style*="height:"]) { align-self: stretch; }
    .tca-zstack > .tca-shape-fit:not([style*="width:"]),
    .tca-zstack > tca-view > .tca-shape-fit:not([style*="width:"]) { justify-self: stretch; }
    .tca-geometry { position: relative; display: flex; flex-direction: column; align-items: flex-start;
      width: 100%; align-self: stretch; justify-self: stretch; flex: 1 1 auto; }
    svg.tca-definitions { position: absolute; width: 0; height: 0; overflow: hidden; }
    .tca-safe-area-inset { position: sticky; z-index: 2; }
    .tca-safe-area-bottom { bottom: 0; }
    .tca-safe-area-top { top: 0; }
    .tca-label { display: inline-flex; align-items: center; gap: 6px; }
    .tca-button {
      font: inherit; color: var(--tca-accent); background: none; border: 0; padding: 6px 10px;
      border-radius: 8px; cursor: pointer; display: inline-flex; align-items: center; gap: 6px;
    }
    .tca-button:hover:not([disabled]) { background: color-mix(in srgb, var(--tca-accent) 10%, transparent); }
    .tca-button:focus-visible, .tca-input:focus-visible { outline: 2px solid var(--tca-accent); outline-offset: 1px; }
    .tca-button[disabled] { opacity: 0.4; cursor: default; }
    .tca-role-destructive { color: var(--tca-destructive); }
    .tca-button-prominent { background: var(--tca-accent); color: #fff; font-weight: 600; padding: 8px 16px; }
    .tca-button-prominent:hover:not([disabled]) { background: var(--tca-accent); filter: brightness(1.1); }
    .tca-button-bordered { background: color-mix(in srgb, var(--tca-accent) 14%, transparent); }
    .tca-button-plain, .tca-button-custom { color: inherit; padding: 0; }
    .tca-list { list-style: none; margin: 0 0 20px; padding: 0; background: var(--tca-surface);
      border-radius: var(--tca-radius); overflow: hidden; align-self: stretch; }
    .tca-row { padding: 11px 16px; border-bottom: 1px solid var(--tca-separator); display: flex;
      align-items: center; gap: 8px; min-height: 44px; }
    .tca-row > tca-view > *, .tca-row > * { flex: 1 1 auto; }
    .tca-row > .tca-row-delete, .tca-row > tca-view > .tca-row-delete { flex: 0 0 auto; }
    .tca-row:last-child { border-bottom: 0; }
    .tca-swipe-actions { display: flex; gap: 4px; flex: 0 0 auto; margin-left: auto; }
    .tca-row > .tca-button:only-child, .tca-row > tca-view > .tca-button:only-child {
      width: 100%; justify-content: flex-start; padding: 0; }
    .tca-section { margin: 0 0 8px; }
    .tca-section-header { font-size: 13px; font-weight: 400; text-transform: uppercase;
      color: var(--tca-secondary); margin: 16px 16px 6px; }
    .tca-section-footer { font-size: 13px; color: var(--tca-secondary); margin: -14px 16px 16px; }
    .tca-form { display: block; align-self: stretch; }
    .tca-field { display: flex; flex-direction: column; gap: 2px; width: 100%; }
    .tca-field-title { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .tca-picker .tca-field-title, .tca-field:has(input[type=range]) .tca-field-title,
    .tca-field:has(input[type=date]) .tca-field-title,
    .tca-field:has(input[type=datetime-local]) .tca-field-title {
      position: static; width: auto; height: auto; clip: auto; font-size: 13px; color: var(--tca-secondary); }
    .tca-input { font: inherit; color: inherit; background: transparent; border: 0; padding: 4px 0; width: 100%; }
    textarea.tca-input { min-height: 6em; resize: vertical; }
    .tca-list .tca-input { outline-offset: 4px; }
    :not(.tca-row) > .tca-field > .tca-input, .tca-vstack > .tca-field > .tca-input {
      border: 1px solid var(--tca-separator); border-radius: 8px; padding: 8px 10px; background: var(--tca-surface); }
    select.tca-input { appearance: auto; }
    .tca-segments { display: flex; width: 100%; padding: 2px; gap: 2px; border-radius: 9px;
      background: color-mix(in srgb, var(--tca-text) 8%, transparent); }
    .tca-segment { flex: 1 1 0; font: inherit; font-size: 13px; font-weight: 500; color: inherit;
      background: transparent; border: 0; border-radius: 7px; padding: 6px 8px; cursor: pointer; min-height: 30px; }
    .tca-segment[aria-checked=true] { background: var(--tca-surface); font-weight: 600;
      box-shadow: 0 1px 3px rgba(0,0,0,0.15); }
    .tca-segment:focus-visible { outline: 2px solid var(--tca-accent); outline-offset: 1px; }
    .tca-segment[disabled] { opacity: 0.4; cursor: default; }
    .tca-toggle { display: flex; align-items: center; justify-content: space-between; gap: 12px; width: 100%; }
    .tca-toggle input { appearance: none; width: 51px; height: 31px; border-radius: 16px; background: var(--tca-separator);
      position: relative; cursor: pointer; transition: background 0.2s; margin: 0; flex: 0 0 auto; }
    .tca-toggle input::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
      border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,0.3); transition: left 0.2s; }
    .tca-toggle input:checked { background: #34c759; }
    .tca-toggle input:checked::after { left: 22px; }
    .tca-stepper { display: flex; align-items: center; gap: 4px; width: 100%; }
    .tca-stepper-label { flex: 1; }
    .tca-stepper .tca-button { background: color-mix(in srgb, var(--tca-text) 8%, transparent); min-width: 40px;
      justify-content: center; font-size: 20px; padding: 2px 10px; }
    .tca-progress { align-self: stretch; }
    .tca-progress progress { width: 100%; }
    .tca-scroll { overflow: auto; align-self: stretch; }
    .tca-scroll-x { overflow-x: auto; }
    .tca-link { color: var(--tca-accent); }
    .tca-stack { display: flex; flex-direction: column; min-height: 100vh; }
    .tca-screen { display: flex; flex-direction: column; flex: 1; max-width: 760px; width: 100%; margin: 0 auto;
      padding: 0 16px 32px; }
    .tca-screen[hidden] { display: none; }
    .tca-navbar { display: flex; align-items: center; gap: 8px; min-height: 44px; padding-top: 8px; }
    .tca-navbar-leading, .tca-navbar-trailing { display: flex; gap: 4px; align-items: center; }
    .tca-navbar-trailing { margin-left: auto; }
    .tca-nav-title { font-size: 34px; font-weight: 700; margin: 4px 0 12px; }
    .tca-backbar { order: -3; }
    .tca-navbar:not(.tca-backbar) { order: -2; }
    .tca-nav-title { order: -1; }
    .tca-toolbar { display: contents; }
    .tca-toolbar-bottom { display: flex; justify-content: center; gap: 16px; padding: 12px; }
    .tca-nav-link { text-decoration: none; color: inherit; display: flex; align-items: center; width: 100%;
      gap: 8px; cursor: pointer; background: none; border: 0; font: inherit; text-align: left; padding: 0; }
    .tca-nav-link::after { content: "›"; margin-left: auto; color: var(--tca-secondary); font-size: 22px; }
    .tca-back { font-size: 17px; padding-left: 0; }
    .tca-screen:has(tca-hide-back):not(:has(.tca-screen tca-hide-back)) > .tca-backbar { display: none; }
    /* A pushed screen's back button and its toolbar share one bar, as on a phone (the toolbar
       may sit in the screen's units, which have no box of their own). */
    .tca-screen:not([hidden]):has(> .tca-backbar):not(:has(tca-hide-back)):has(> .tca-navbar[role=toolbar],
        > tca-view > .tca-navbar[role=toolbar], > tca-view > tca-view > .tca-navbar[role=toolbar]) {
      display: grid; grid-template-columns: auto minmax(0, 1fr); align-content: start; column-gap: 8px;
      & > *, & > tca-view > *, & > tca-view > tca-view > * { grid-column: 1 / -1; }
      & > .tca-backbar { grid-column: 1; grid-row: 1; }
      & > .tca-navbar[role=toolbar], & > tca-view > .tca-navbar[role=toolbar],
        & > tca-view > tca-view > .tca-navbar[role=toolbar] { grid-column: 2; grid-row: 1; } }
    .tca-dialog-layer { position: fixed; inset: 0; background: rgba(0,0,0,0.35); display: flex;
      align-items: flex-end; justify-content: center; z-index: 10; }
    .tca-dialog-layer[data-kind=alert], .tca-dialog-layer[data-kind=popover] { align-items: center; }
    dialog.tca-dialog { position: static; margin: 0; border: 0; color: inherit; background: var(--tca-bg);
      max-height: 92vh; overflow: auto; width: min(760px, 100%); border-radius: 14px 14px 0 0; padding: 4px 16px 16px;
      box-shadow: 0 -4px 30px rgba(0,0,0,0.25); }
    dialog.tca-dialog[data-kind=cover] { height: 100vh; max-height: 100vh; border-radius: 0; }
    dialog.tca-dialog[data-kind=popover] { width: min(420px, 94vw); border-radius: 14px; }
    dialog.tca-alert { position: static; margin: 0; border: 0; color: inherit; width: min(300px, 88vw);
      border-radius: 14px; padding: 18px 0 0; text-align: center; background: var(--tca-surface);
      overflow: hidden; box-shadow: 0 4px 30px rgba(0,0,0,0.25); }
    .tca-alert-buttons .tca-button:last-child { border-bottom: 0; }
    .tca-pushed-overlay { position: fixed; inset: 0; z-index: 5; background: var(--tca-bg); overflow: auto;
      max-width: none; padding: 0 max(16px, calc((100vw - 760px) / 2)) 32px; }
    .tca-alert-title { font-size: 17px; font-weight: 600; margin: 0 16px 4px; }
    .tca-alert-message { font-size: 13px; margin: 0 16px 16px; }
    .tca-alert-buttons { display: flex; flex-direction: column; border-top: 1px solid var(--tca-separator); }
    .tca-alert-buttons .tca-button { justify-content: center; border-radius: 0; padding: 11px;
      border-bottom: 1px solid var(--tca-separator); width: 100%; }
    .tca-alert-buttons .tca-role-cancel { font-weight: 600; }
    dialog.tca-action-sheet { position: static; margin: 0; border: 0; color: inherit; background: none;
      align-self: stretch; width: 100%; height: auto; max-height: none; overflow: auto; padding: 8px;
      display: flex; flex-direction: column; align-items: center; gap: 8px; }
    .tca-action-sheet > div:first-of-type { margin-top: auto; }
    .tca-action-sheet-group { width: min(420px, 100%); background: var(--tca-surface); border-radius: 14px;
      overflow: auto; display: flex; flex-direction: column; flex: 0 1 auto; min-height: 0;
      box-shadow: 0 2px 20px rgba(0,0,0,0.2); }
    .tca-action-sheet-cancel { flex: 0 0 auto; }
    .tca-action-sheet-group > * { flex: 0 0 auto; }
    .tca-action-sheet-header { padding: 14px 16px; text-align: center; font-size: 13px; color: var(--tca-secondary);
      border-bottom: 1px solid var(--tca-separator); }
    .tca-action-sheet-title { font-size: 13px; font-weight: 600; margin: 0; }
    .tca-action-sheet-message { margin: 0; }
    .tca-action-sheet-title + .tca-action-sheet-message { margin-top: 4px; }
    .tca-action-sheet-group .tca-button { justify-content: center; width: 100%; border-radius: 0; font-size: 20px;
      padding: 16px 12px; border-bottom: 1px solid var(--tca-separator); }
    .tca-action-sheet-group .tca-button:last-child { border-bottom: 0; }
    .tca-action-sheet-cancel .tca-button { font-weight: 600; }
    .tca-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .tca-tabview { display: flex; flex-direction: column; min-height: 100vh; }
    .tca-tab { flex: 1; }
    .tca-tab[hidden] { display: none; }
    .tca-tabbar { display: flex; justify-content: space-around; border-top: 1px solid var(--tca-separator);
      background: var(--tca-surface); position: sticky; bottom: 0; }
    .tca-tab-button { font: inherit; font-size: 11px; background: none; border: 0; color: var(--tca-secondary);
      padding: 6px 12px; cursor: pointer; display: flex; flex-direction: column; align-items: center; }
    .tca-tab-button[aria-selected=true] { color: var(--tca-accent); }
    .tca-banner { background: #fff3cd; color: #664d03; padding: 8px 16px; text-align: center; font-size: 14px; }
    """
}
