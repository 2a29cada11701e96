// Search over the index in search/ (Sources/VitrineSearch/SearchIndex.swift), loaded on first use.
// Index text only ever becomes text nodes: a <script> heading stays text.
(() => {
  const box = document.querySelector(".search[data-root]"), root = box.dataset.root, find = s => box.querySelector(s);
  // Each language's index is in its folder; the words (data-*) are in the page's language.
  const said = box.dataset, index = said.index || root + "search/";
  const input = find("input"), list = find("ul"), status = find("[role=status]");
  box.dataset.ready = 1;
  const TF = [0.5, ...Array.from({ length: 15 }, (_, n) => 1 + Math.log(n + 1))];
  const WORD = "[\\p{Alphabetic}\\p{N}\\u0300-\\u036f]", SHOWN = 10, BUDGET = 20000, PREFETCH = 4, files = new Map(), make = tag => document.createElement(tag);
  let manifest, latest = 0;

  // Each file once per page view.
  // From disk (--relative) nothing is fetched: each file comes as a script calling vitrineSearch[path].
  const local = location.protocol == "file:", got = self.vitrineSearch = {};
  const load = (path, json) => {
    if (!files.has(path)) files.set(path, local ? new Promise((ok, no) => {
      const s = make("script");
      got[path] = ok, s.onerror = no, s.src = index + path + ".js", document.head.append(s);
    }) : fetch(index + path).then(r => {
      if (!r.ok) throw Error(path);
      return json ? r.json() : r.text();
    }));
    return files.get(path);
  };

  // Words as Words.swift cuts them: letters and digits, lowercased and folded per character, 2 to 32
  // long; Chinese and Japanese as pairs of neighbouring characters (a lone one as itself).
  const CJK = "\\u3005\\u3040-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff66-\\uff9f\\u{20000}-\\u{2fa1f}";
  const SPLIT = RegExp(`[${CJK}]+|[^${CJK}]+`, "gu"), IS_CJK = RegExp(`^[${CJK}]`, "u");
  const LETTERS = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th", ð: "d", ı: "i", ħ: "h", ŧ: "t", ŋ: "n" };
  // One character as LatinFolding.swift folds it.
  const fold = c => c.toLowerCase().replace(/[\u00c0-\u024f\u1e00-\u1eff]/gu, l => [...l.normalize("NFD")].map(x => LETTERS[x] ?? x).join(""))
    .replace(/[\u0300-\u036f]/g, "");
  const words = text => {
    const found = new Set();
    for (const run of text.match(RegExp(WORD + "+", "gu")) || []) for (const part of run.match(SPLIT)) {
      const c = [...part], folded = c.map(fold).join(""), length = [...folded].length;
      if (IS_CJK.test(part)) c.length < 2 ? found.add(part) : c.slice(1).forEach((x, i) => found.add(c[i] + x));
      else if (length > 1 && length < 33) found.add(folded);
    }
    return [...found];
  };

  // The files (by first term, sorted) a prefix falls in: consecutive, from the last first term not above it.
  const within = (first, prefix) => {
    const found = first.length ? [0] : [];
    while (first[found[0] + 1] <= prefix) found[0]++;
    while (first[found.at(-1) + 1]?.startsWith(prefix)) found.push(found.at(-1) + 1);
    return found;
  };

  // The term-file lines (term, pages, postings file, postings, stem) of the files `prefix` falls in, those
  // starting with it unless `all`; the postings files they may name are asked for at once: one wait, not two.
  async function lines(prefix, all, most = 99) {
    const postingFiles = within(manifest.postings || [], prefix);
    if (postingFiles.length <= PREFETCH) postingFiles.forEach(n => load(`postings/${n}.txt`).catch(() => {}));
    return (await Promise.all(within(manifest.terms, prefix).slice(0, most).map(n => load(`terms/${n}.txt`)))).join("").split("\n")
      .map(l => l.split("\t")).filter(f => f.length > 3 && (all || f[0].startsWith(prefix)));
  }

  // Adds `factor` × the term's score to each page of `line` in `found`.
  async function score(found, [term, count, file, postings], factor) {
    if (file) {
      const text = await load(`postings/${file}.txt`), start = "\n" + text;
      const at = start.indexOf("\n" + term + "\t") + term.length + 1;
      postings = text.slice(at, text.indexOf("\n", at));
    }
    const rarity = Math.log(1 + manifest.pages / count) * factor;
    // Per page: a base-32 gap (digits of 32 and up continue), then a weight.
    for (let i = 0, page = 0; i < postings.length;) {
      let gap = 0, digit;
      do { digit = postings.charCodeAt(i++) - 48; gap = gap * 32 + (digit & 31); } while (digit & 32);
      page += gap;
      const weight = postings.charCodeAt(i++) - 48;
      found[page] = Math.max(found[page], (weight >> 5) * 1e6 + rarity * (TF[weight & 15] + (weight & 16 ? 1.5 : 0)));
    }
  }

  // Whether `a` and `b` are one edit apart: a letter added, dropped, changed, or two swapped.
  const oneEdit = (a, b) => {
    if (Math.abs(a.length - b.length) > 1 || a == b) return false;
    let i = 0;
    while (a[i] == b[i]) i++;
    const rest = (x, y) => a.slice(x) == b.slice(y);
    return rest(i + 1, i + 1) || rest(i + 1, i) || rest(i, i + 1) || (a[i] == b[i + 1] && a[i + 1] == b[i] && rest(i + 2, i + 2));
  };

  // Score per page (0: none) for one query word, and the prefixes to mark: words it starts (itself first);
  // words sharing its stem (StemGroups.swift): the one its line names, or for a word no page has, the
  // longest a neighbour has that it starts with; and for a word of five letters or more that starts no
  // word, words one edit away.
  async function matches(word) {
    const cjk = IS_CJK.test(word), near = !cjk && Promise.all([lines("~" + word, 1, 1), lines(word, 1, 1)]);
    // A short prefix starts thousands of words: the commonest are enough (index.json lists those that
    // would cost a wait, see HotPrefixes.swift).
    let spent = 0, chosen = Object.hasOwn(manifest.hot || {}, word) && manifest.hot[word];
    chosen ||= (await lines(word)).sort((a, b) => (b[0] == word) - (a[0] == word) || b[1] - a[1])
      .filter((t, i) => (spent += +t[1]) <= BUDGET || !i);
    const found = new Float64Array(manifest.pages), marks = [word], exact = chosen.find(t => t[0] == word);
    const scored = chosen.map(line => score(found, line, line == exact ? 1 : 0.6));
    if (!cjk) {
      // A line's stem: a group's, what a word's line names (`~stem` of a group, a lone `stem`), or the word.
      const neighbours = (await near).flat(), stemOf = f => f[0][0] == "~" ? f[0] : f[4] || f[0], bare = s => s.replace("~", "");
      const shortest = Math.max(3, Math.ceil(word.length / 2));
      const stem = exact ? exact[4] : neighbours.map(stemOf).filter(s => bare(s).length >= shortest && bare(s) != word && word.startsWith(bare(s)))
        .sort((a, b) => bare(b).length - bare(a).length)[0];
      const group = stem?.[0] == "~" && (neighbours.find(f => f[0] == stem) || (await lines(stem)).find(f => f[0] == stem));
      const same = group ? [group] : exact ? [] : neighbours.filter(f => f[0][0] != "~" && stemOf(f) == stem);
      // A stem covering little of a word no page has may be a typo's likeness: below one edit away.
      const factor = exact || bare(stem || "").length >= word.length * 0.7 ? 0.8 : 0.3;
      if (same.length) scored.push(...same.map(line => score(found, line, factor))), marks.push(bare(stem));
    }
    await Promise.all(scored);
    if (!cjk && word.length > 4 && !chosen.length) {
      // Among the words sharing its first three letters, or its first two when those have none.
      let typos = [];
      for (const n of word.length > 6 ? [3, 2] : [2]) if (!typos.length) typos = (await lines(word.slice(0, n), 0, 8)).filter(f => oneEdit(word, f[0]));
      await Promise.all(typos.map(line => score(found, line, 0.4)));
      marks.push(...typos.map(f => f[0]));
    }
    return [found, marks];
  }

  // Where `pattern` matches `text` folded as words are, as [start, end) places in `text`.
  function places(text, pattern) {
    let folded = "", i = 0;
    const from = [];
    for (const c of text) {
      const f = fold(c);
      folded += f;
      from.push(...Array(f.length).fill(i));
      i += c.length;
    }
    from.push(i);
    return [...folded.matchAll(pattern)].map(m => [from[m.index], from[m.index + m[0].length]]);
  }

  // `text` in a <span>, matches of `pattern` in <mark>s.
  function span(className, text, pattern) {
    const element = make("span");
    element.className = className;
    let last = 0;
    for (const [start, end] of pattern ? places(text, pattern) : []) {
      const mark = make("mark");
      mark.textContent = text.slice(start, end);
      element.append(text.slice(last, start), mark);
      last = end;
    }
    element.append(text.slice(last));
    return element;
  }

  // The section with most matches (heading ones count twice), and a snippet around its first.
  function bestSection(sections, pattern) {
    let best = 0, bestScore = 0;
    const count = text => places(text, pattern).length;
    for (let i = 0; i < sections.length; i += 3) {
      const score = 2 * count(sections[i + 1]) + count(sections[i + 2]);
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    const text = sections[best + 2], at = places(text, pattern)[0]?.[0] || 0;
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
      say(query.trim() ? said.typeMore : "", 1);
      return show(false);
    }
    try {
      manifest = await load("index.json", true);
      // Pages with every word, the best SHOWN kept in order as they come (ties: page order).
      const each = await Promise.all(tokens.map(matches));
      const total = each.map(m => m[0]).reduce((sum, s) => sum.map((x, p) => x && s[p] && x + s[p]));
      const top = [], better = (a, b) => total[b] - total[a] || a - b;
      let n = 0;
      total.forEach((score, page) => {
        if (score && ++n && (top.length < SHOWN || score > total[top[SHOWN - 1]])) top.splice(SHOWN - 1, 1, page), top.sort(better);
      });
      const per = manifest.pagesPerFile;
      const pages = await Promise.all(top.map(p => load(`pages/${Math.floor(p / per)}.json`, true).then(f => f[p % per])));
      if (run != latest) return;
      // Words from where a marked prefix starts to their end; Chinese and Japanese just the pairs found.
      const marks = [...new Set(each.flatMap(m => m[1]))], any = list => list.map(t => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") || "(?!)";
      const pattern = RegExp(`(?<!${WORD})(?:${any(marks.filter(m => !IS_CJK.test(m)))})${WORD}*|${any(marks.filter(m => IS_CJK.test(m)))}`, "gu");
      list.replaceChildren(...pages.map(([url, title, part, sections]) => {
        const [id, heading, snippet] = bestSection(sections, pattern), item = make("li"), link = make("a");
        link.href = root + url + (local && !/[^/]$/.test(url) ? "index.html" : "") + (id ? "#" + id : "");
        link.append(span("search-title", title, pattern), span("search-section", [part, heading].filter(Boolean).join(" › ")),
          span("search-snippet", snippet, pattern));
        item.append(link);
        return item;
      }));
      const counts = { query: query.trim(), shown: SHOWN, count: n };
      say((!n ? said.noResults : n > SHOWN ? said.someResults : n > 1 ? said.results : said.oneResult).replace(/\{(\w+)\}/g, (_, k) => counts[k]), !n);
      show(n > 0);
    } catch {
      if (run == latest) say(said.unavailable, 1), show(false);
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
