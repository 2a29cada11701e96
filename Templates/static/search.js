// Search over the index in search/ (Sources/VitrineSearch/SearchIndex.swift), loaded on first use.
// Index text only ever becomes text nodes: a <script> heading stays text.
(() => {
  const box = document.querySelector(".search[data-root]"), root = box.dataset.root, find = s => box.querySelector(s);
  const input = find("input"), list = find("ul"), status = find("[role=status]");
  box.dataset.ready = 1;
  const TF = [0.5, ...Array.from({ length: 15 }, (_, n) => 1 + Math.log(n + 1))];
  const WORD = "[\\p{Alphabetic}\\p{N}]", SHOWN = 10, BUDGET = 20000, PREFETCH = 4, files = new Map(), make = tag => document.createElement(tag);
  let manifest, latest = 0;

  // Each file once per page view.
  const load = (path, json) => {
    if (!files.has(path)) files.set(path, fetch(root + "search/" + path).then(r => {
      if (!r.ok) throw Error(path);
      return json ? r.json() : r.text();
    }));
    return files.get(path);
  };

  // Words as Words.swift cuts them: letters and digits, lowercased per character, 2 to 32 long.
  const words = text => [...new Set((text.match(RegExp(WORD + "+", "gu")) || [])
    .map(w => [...w].map(c => c.toLowerCase()).join("")).filter(w => (w = [...w].length) > 1 && w < 33))];

  // The files (by first term, sorted) a prefix falls in: consecutive, from the last first-term not above it.
  const within = (first, prefix) => {
    const found = first.length ? [0] : [];
    while (first[found[0] + 1] <= prefix) found[0]++;
    while (first[found.at(-1) + 1]?.startsWith(prefix)) found.push(found.at(-1) + 1);
    return found;
  };

  // Score per page (0: none) of words starting with `prefix`; a title match outweighs any text.
  async function matches(prefix) {
    // Postings files the words may be in come with the term files, not after them: one wait, not two.
    const postingFiles = within(manifest.postings || [], prefix);
    if (postingFiles.length <= PREFETCH) postingFiles.forEach(n => load(`postings/${n}.txt`).catch(() => {}));
    // A short prefix starts thousands of words: the commonest are enough (index.json lists those that
    // would cost a wait, see HotPrefixes.swift).
    let spent = 0, chosen = Object.hasOwn(manifest.hot || {}, prefix) && manifest.hot[prefix];
    chosen ||= (await Promise.all(within(manifest.terms, prefix).map(n => load(`terms/${n}.txt`)))).join("").split("\n")
      .map(l => l.split("\t")).filter(f => f.length == 4 && f[0].startsWith(prefix))
      .sort((a, b) => (b[0] == prefix) - (a[0] == prefix) || b[1] - a[1]).filter((t, i) => (spent += +t[1]) <= BUDGET || !i);
    const found = new Float64Array(manifest.pages);
    await Promise.all(chosen.map(async ([term, count, file, postings]) => {
      if (file) {
        const text = await load(`postings/${file}.txt`), start = "\n" + text;
        const at = start.indexOf("\n" + term + "\t") + term.length + 1;
        postings = text.slice(at, text.indexOf("\n", at));
      }
      const rarity = Math.log(1 + manifest.pages / count) * (term == prefix ? 1 : 0.6);
      // Per page: a base-32 gap (digits of 32 and up continue), then a weight.
      for (let i = 0, page = 0; i < postings.length;) {
        let gap = 0, digit;
        do { digit = postings.charCodeAt(i++) - 48; gap = gap * 32 + (digit & 31); } while (digit & 32);
        page += gap;
        const weight = postings.charCodeAt(i++) - 48;
        found[page] = Math.max(found[page], (weight >> 5) * 1e6 + rarity * (TF[weight & 15] + (weight & 16 ? 1.5 : 0)));
      }
    }));
    return found;
  }

  // `text` in a <span>, matches of `pattern` in <mark>s.
  function span(className, text, pattern) {
    const element = make("span");
    element.className = className;
    let last = 0;
    for (const m of pattern ? text.matchAll(pattern) : []) {
      const mark = make("mark");
      mark.textContent = m[0];
      element.append(text.slice(last, m.index), mark);
      last = m.index + m[0].length;
    }
    element.append(text.slice(last));
    return element;
  }

  // The section with most matches (heading ones count twice), and a snippet around its first.
  function bestSection(sections, pattern) {
    let best = 0, bestScore = 0;
    const count = text => (text.match(pattern) || []).length;
    for (let i = 0; i < sections.length; i += 3) {
      const score = 2 * count(sections[i + 1]) + count(sections[i + 2]);
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    const text = sections[best + 2], at = Math.max(text.search(pattern), 0);
    let start = Math.max(0, at - 60), end = Math.min(text.length, at + 140);
    if (start) start = text.indexOf(" ", start) + 1;
    if (end < text.length) end = Math.max(text.lastIndexOf(" ", end), start + 1);
    return [sections[best], sections[best + 1], (start ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "")];
  }

  // The status is for screen readers; a note (no results) shows too.
  const say = (text, note) => { status.textContent = text; status.classList.toggle("search-note", !!note); };

  const show = open => { list.hidden = !open; };

  async function search(query) {
    const run = ++latest, tokens = words(query);
    if (!tokens.length) {
      list.replaceChildren();
      say(query.trim() ? "Type two letters or more." : "", 1);
      return show(false);
    }
    try {
      manifest = await load("index.json", true);
      // Pages with every word, the best SHOWN kept in order as they come (ties: page order).
      const total = (await Promise.all(tokens.map(matches))).reduce((sum, s) => sum.map((x, p) => x && s[p] && x + s[p]));
      const top = [], better = (a, b) => total[b] - total[a] || a - b;
      let n = 0;
      total.forEach((score, page) => {
        if (score && ++n && (top.length < SHOWN || score > total[top[SHOWN - 1]])) top.splice(SHOWN - 1, 1, page), top.sort(better);
      });
      const per = manifest.pagesPerFile;
      const pages = await Promise.all(top.map(p => load(`pages/${Math.floor(p / per)}.json`, true).then(f => f[p % per])));
      if (run != latest) return;
      const escaped = tokens.map(t => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
      const pattern = RegExp(`(?<!${WORD})(?:${escaped})${WORD}*`, "giu");
      list.replaceChildren(...pages.map(([url, title, part, sections]) => {
        const [id, heading, snippet] = bestSection(sections, pattern), item = make("li"), link = make("a");
        link.href = root + url + (id ? "#" + id : "");
        link.append(span("search-title", title, pattern), span("search-section", [part, heading].filter(Boolean).join(" › ")),
          span("search-snippet", snippet, pattern));
        item.append(link);
        return item;
      }));
      say(!n ? `No results for “${query.trim()}”.` : n > SHOWN ? `${SHOWN} of ${n} results` : n + " result" + (n > 1 ? "s" : ""), !n);
      show(n > 0);
    } catch {
      if (run == latest) say("Search is unavailable.", 1), show(false);
    }
  }

  input.addEventListener("input", () => search(input.value));
  input.addEventListener("focus", () => list.children.length && show(true));
  // Arrows move between the field and the result links, Enter in the field opens the first, Escape
  // closes the list (and empties the field when already closed).
  box.addEventListener("keydown", event => {
    const links = [...list.querySelectorAll("a")], at = links.indexOf(document.activeElement), key = event.key;
    if ((key == "ArrowDown" || key == "ArrowUp") && links.length) {
      event.preventDefault();
      show(true);
      const next = at + (key == "ArrowDown" ? 1 : at < 0 ? links.length : -1);
      (links[next] || input).focus();
    } else if (key == "Enter" && at < 0 && !list.hidden && links.length) {
      event.preventDefault();
      links[0].click();
    } else if (key == "Escape") {
      event.preventDefault();
      if (list.hidden) input.value = "";
      input.focus();
      say("");
      show(false);
    }
  });
  box.addEventListener("focusout", event => box.contains(event.relatedTarget) || show(false));
  load("index.json", true).catch(() => {}); // fetched while the first letters are typed
  if (input.value) search(input.value);
})();
