import LayoutRender

extension HTMLReport {
    /// The whole page around `body`: light and dark styles, and a script that only adds to what the
    /// markup already shows (filter box, j/k, copy buttons, slider and overlay), so it reads without it.
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(MarkupText.escape(title))</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        \(style)
        </style></head><body>
        \(body)<script>
        \(script)
        </script>
        </body></html>

        """
    }

    private static let style = """
        :root { color-scheme: light dark; --fg: #1f2328; --bg: #f6f8fa; --card: #fff; --line: #d0d7de; --muted: #656d76;
          --code: #eff2f5; --red: #cf222e; --green: #1a7f37; --amber: #9a6700; --link: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --bg: #0d1117; --card: #161b22; --line: #30363d; --muted: #8d96a0;
            --code: #1f2630; --red: #f85149; --green: #3fb950; --amber: #d29922; --link: #4493f8; }
        }
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 0; color: var(--fg); background: var(--bg); }
        a { color: var(--link); }
        header { padding: 16px 24px 8px; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 0 0 6px; } h2 small { color: var(--muted); font-weight: normal; }
        .summary { margin: 0 0 8px; } .summary .passed { color: var(--green); }
        .summary .failed, .summary .error { color: var(--red); font-weight: 600; }
        #filter { font: inherit; padding: 4px 8px; width: 260px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); }
        #shown { color: var(--muted); }
        .page { display: flex; gap: 20px; padding: 0 24px 24px; align-items: flex-start; }
        main { flex: 1; min-width: 0; }
        nav.jump { position: sticky; top: 12px; width: 220px; flex: none; max-height: calc(100vh - 24px); overflow-y: auto;
          background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; }
        nav.jump h2 { font-size: 14px; } nav.jump ol { margin: 0; padding-left: 20px; } nav.jump li { margin: 2px 0; overflow-wrap: anywhere; }
        nav.jump .keys { color: var(--muted); font-size: 12px; margin: 0 0 6px; }
        small.failed, small.error { color: var(--red); } small.error { color: var(--amber); }
        section.snapshot { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--red); border-radius: 6px;
          padding: 12px 16px; margin: 0 0 16px; scroll-margin-top: 12px; }
        section.snapshot.error { border-left-color: var(--amber); }
        nav.step { font-size: 12px; color: var(--muted); } nav.step a, nav.step span { margin-right: 12px; }
        pre.message { background: var(--code); padding: 8px 10px; border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12.5px; }
        .command { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
        .command code { background: var(--code); padding: 4px 8px; border-radius: 4px; font-size: 12.5px; overflow-wrap: anywhere; user-select: all; }
        .command button { font: inherit; font-size: 12px; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px;
          background: var(--bg); color: var(--fg); cursor: pointer; }
        .zoom p { margin: 8px 0 4px; color: var(--muted); }
        .zoom .parts { display: flex; gap: 12px; align-items: flex-start; }
        .zoom figure { flex: 0 1 auto; min-width: 0; }
        .zoom img { image-rendering: pixelated; border: 1px solid var(--line); display: block; max-width: 100%; height: auto; }
        .views { margin: 10px 0 6px; } .views label { margin-right: 14px; cursor: pointer; }
        .view.side { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; margin-top: 8px; }
        figure { margin: 0; } figure a { position: relative; display: inline-block; line-height: 0; }
        figure img { max-width: 290px; max-height: 640px; border: 1px solid var(--line); background: #fff; display: block; }
        figcaption { color: var(--muted); font-size: 12px; text-align: center; }
        .region { position: absolute; box-sizing: border-box; min-width: 10px; min-height: 10px; outline: 2px solid #0a84ff;
          outline-offset: 3px; pointer-events: none; }
        .stack { position: relative; display: inline-block; line-height: 0; border: 1px solid var(--line); background: #fff; }
        .stack img { max-width: 540px; display: block; }
        .stack .wipe { position: absolute; top: 0; left: 0; bottom: 0; overflow: hidden; border-right: 2px solid var(--red); }
        .stack .wipe img, .stack img.fade { position: absolute; top: 0; left: 0; }
        .stack .wipe img { max-width: none; }
        input[type=range] { width: 300px; vertical-align: middle; }
        details.passing summary { cursor: pointer; } details.passing summary h2 { display: inline; }
        .thumbs { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 10px; }
        .thumbs img { max-width: 120px; max-height: 160px; }
        [hidden] { display: none !important; }
        """

    private static let script = """
        'use strict';
        const sections = [...document.querySelectorAll('section.snapshot')];

        function make(tag, attributes, ...children) {
          const element = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
          element.append(...children);
          return element;
        }
        function picture(source, alt, className) {
          const image = make('img', { src: source.getAttribute('src'), alt: alt });
          if (className) image.className = className;
          return image;
        }

        // Slider and overlay are built from the side-by-side images, so the markup holds each image once.
        function addViews(section) {
          const expected = section.querySelector('img[data-role=expected]'), actual = section.querySelector('img[data-role=actual]');
          const switcher = section.querySelector('.views');
          if (!expected || !actual || !switcher) return;
          const wipe = make('div', { class: 'wipe', style: 'width:50%' }, picture(expected, 'expected'));
          const wipeControl = make('input', { type: 'range', min: 0, max: 100, value: 50, 'aria-label': 'expected to actual' });
          const slider = make('div', { class: 'view slider', hidden: '' },
            make('div', { class: 'stack' }, picture(actual, 'actual'), wipe), wipeControl, ' expected ◀ ▶ actual');
          const fade = picture(actual, 'actual', 'fade');
          fade.style.opacity = 0.5;
          const fadeControl = make('input', { type: 'range', min: 0, max: 100, value: 50, 'aria-label': 'expected to actual' });
          const overlay = make('div', { class: 'view overlay', hidden: '' },
            make('div', { class: 'stack' }, picture(expected, 'expected'), fade), fadeControl, ' expected ◀ ▶ actual');
          section.append(slider, overlay);
          wipeControl.addEventListener('input', () => { wipe.style.width = wipeControl.value + '%'; });
          fadeControl.addEventListener('input', () => { fade.style.opacity = fadeControl.value / 100; });
          const views = section.querySelectorAll('.view');
          for (const radio of switcher.querySelectorAll('input')) {
            radio.addEventListener('change', () => {
              for (const view of views) view.hidden = !view.classList.contains(radio.value);
              sizeWipe(section);
            });
          }
          switcher.hidden = false;
        }
        // The expected image inside the wipe keeps the full width of the stack, so it is cut, not squeezed.
        function sizeWipe(section) {
          const stack = section.querySelector('.slider .stack');
          const base = stack && stack.querySelector(':scope > img'), top = stack && stack.querySelector('.wipe img');
          if (base && top) top.style.width = base.getBoundingClientRect().width + 'px';
        }
        sections.forEach(addViews);

        // `index.html?filter=TEXT` opens with TEXT in the filter box, e.g. to link to a few failures.
        const filter = document.getElementById('filter'), shown = document.getElementById('shown');
        const named = [...document.querySelectorAll('[data-name]')];
        filter.parentElement.hidden = false;
        filter.addEventListener('input', () => {
          const query = filter.value.trim().toLowerCase();
          let matching = 0, total = 0;
          for (const element of named) {
            const match = !query || element.dataset.name.toLowerCase().includes(query);
            element.hidden = !match;
            if (element.tagName !== 'LI') { total += 1; matching += match ? 1 : 0; }
          }
          shown.textContent = query ? matching + ' of ' + total + ' shown' : '';
        });
        filter.value = new URLSearchParams(location.search).get('filter') || '';
        if (filter.value) filter.dispatchEvent(new Event('input'));

        // j and k go to the next and previous failure still shown.
        for (const hint of document.querySelectorAll('nav.jump .keys')) hint.hidden = false;
        document.addEventListener('keydown', (event) => {
          if (event.key !== 'j' && event.key !== 'k') return;
          if (event.metaKey || event.ctrlKey || event.altKey || event.target.closest('input, textarea, select')) return;
          const visible = sections.filter((section) => !section.hidden);
          if (!visible.length) return;
          let current = -1;
          visible.forEach((section, index) => { if (section.getBoundingClientRect().top <= 20) current = index; });
          const next = event.key === 'j' ? Math.min(current + 1, visible.length - 1) : Math.max(current - 1, 0);
          visible[next].scrollIntoView();
          history.replaceState(null, '', '#' + visible[next].id);
          event.preventDefault();
        });

        for (const button of document.querySelectorAll('button.copy')) {
          const code = button.parentElement.querySelector('code');
          button.hidden = false;
          button.addEventListener('click', async () => {
            try {
              await navigator.clipboard.writeText(code.textContent);
            } catch {
              const range = document.createRange();
              range.selectNodeContents(code);
              getSelection().removeAllRanges();
              getSelection().addRange(range);
              document.execCommand('copy');
            }
            button.textContent = 'Copied';
            setTimeout(() => { button.textContent = 'Copy'; }, 1500);
          });
        }

        window.addEventListener('load', () => {
          // `index.html?view=slider` (or overlay) opens every failure in that view.
          const wanted = new URLSearchParams(location.search).get('view');
          for (const section of sections) {
            // Compared as a value, never spliced into a selector: a crafted `view` cannot break the page.
            const radio = wanted && [...section.querySelectorAll('.views input')].find(input => input.value === wanted);
            if (radio) { radio.checked = true; radio.dispatchEvent(new Event('change')); }
            sizeWipe(section);
          }
        });
        """
}
