extension GalleryPage {
    /// The page's style sheet.
    static let styleSheet = """
        body { font-family: system-ui, sans-serif; margin: 2em; background: #fafafa; color: #222; }
        section.demo { background: white; padding: 1em 1.5em; margin-bottom: 2em; border-radius: 8px;
          box-shadow: 0 1px 3px #0002; }
        .inspector { display: flex; gap: 1.5em; align-items: flex-start; flex-wrap: wrap; }
        .player canvas { display: block; max-height: 480px; max-width: 100%; border: 1px solid #ddd;
          background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .controls { display: grid; grid-template-columns: auto 1fr; gap: 0.3em 0.6em; align-items: center;
          margin-top: 0.5em; font-size: 0.9em; }
        .controls .buttons { grid-column: 1 / 3; display: flex; gap: 0.4em; align-items: center; flex-wrap: wrap; }
        .position { font-variant-numeric: tabular-nums; min-width: 13em; }
        .trace { flex: 1; min-width: 22em; max-height: 480px; overflow: auto; margin: 0; padding: 0;
          list-style: none; font: 12px ui-monospace, monospace; border: 1px solid #eee; position: relative; }
        .trace li { padding: 1px 0.5em; color: #999; cursor: pointer; white-space: pre-wrap; }
        .trace li:hover { background: #f0f4ff; }
        .trace li.past { color: #222; }
        .trace li.current { background: #ffe9a8; font-weight: bold; }
        .trace .time { color: #36c; margin-right: 0.8em; }
        .sheet img { max-width: 100%; height: auto; margin-top: 1em; }
        .keys { display: flex; gap: 0.4em; flex-wrap: wrap; }
        .files { font-size: 0.9em; }
        code { color: #666; font-size: 0.85em; }
        """
}
