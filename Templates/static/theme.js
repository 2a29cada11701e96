// The theme's comforts, run once the page is parsed: the light/dark switch, the tab a link names opened, a copy
// button on each code block. Without script the page follows the system's scheme and code is selected by hand.
(() => {
  const root = document.documentElement;
  const key = "vitrine-scheme";

  const apply = (scheme) => {
    if (scheme === "light" || scheme === "dark") root.dataset.scheme = scheme;
    else delete root.dataset.scheme;
  };
  const choice = document.getElementById("scheme-choice");
  if (choice) {
    choice.value = root.dataset.scheme || "system";
    choice.addEventListener("change", () => {
      apply(choice.value);
      try {
        if (choice.value === "system") localStorage.removeItem(key);
        else localStorage.setItem(key, choice.value);
      } catch (error) {}
    });
    // A choice made in another tab of the site applies here too.
    addEventListener("storage", (event) => {
      if (event.key !== key) return;
      apply(event.newValue);
      choice.value = root.dataset.scheme || "system";
    });
  }

  // The version switcher (versions.json): the same page in the chosen version, else that version's home.
  const versions = document.querySelector(".version-switch[data-current]");
  if (versions) {
    const select = versions.querySelector("select"), home = new URL(versions.dataset.root, location.href);
    fetch(new URL("../versions.json", home)).then((r) => r.json()).then((list) => {
      select.replaceChildren(...list.map((entry) => new Option([entry.title || entry.version, ...(entry.aliases || [])].join(" · "), entry.version)));
      select.value = versions.dataset.current;
    }).catch(() => {});
    select.onchange = async () => {
      const target = new URL("../" + encodeURIComponent(select.value) + "/", home);
      let page = new URL(location.href.slice(home.href.length), target);
      try { if (!(await fetch(page, { method: "HEAD" })).ok) page = target; } catch (error) { page = target; }
      location.href = page.href;
    };
  }

  // A link to a tab (`#ssh-fleets`) opens it.
  const openTab = () => {
    const tab = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (tab?.type === "radio") tab.checked = true;
  };
  openTab();
  addEventListener("hashchange", openTab);

  // The clipboard API exists only in secure contexts: elsewhere no button is offered.
  const blocks = document.querySelectorAll("main pre > code");
  if (!navigator.clipboard || !blocks.length) return;
  // One live region, there before it speaks, so screen readers announce what a button did.
  const status = document.createElement("p");
  status.className = "copy-status";
  status.setAttribute("role", "status");
  document.body.append(status);
  // The button's words, in the page's language (the layout's `data-*` on <body>).
  const words = document.body.dataset, word = (key, english) => words[key] || english;
  const say = (text) => {
    status.textContent = "";
    setTimeout(() => { status.textContent = text; }, 50);
  };
  for (const code of blocks) {
    const pre = code.parentElement;
    const wrap = document.createElement("div");
    wrap.className = "copyable";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = word("copy", "Copy");
    button.setAttribute("aria-label", word("copyCode", "Copy code"));
    button.addEventListener("click", async () => {
      // cmark ends every block with a line break, which a shell would run at once.
      const text = code.textContent.replace(/\n$/, "");
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = word("copied", "Copied");
        say(word("copied", "Copied"));
      } catch (error) {
        button.textContent = word("notCopied", "Not copied");
        say(word("copyRefused", "Not copied: the browser refused the clipboard"));
      }
      setTimeout(() => { button.textContent = word("copy", "Copy"); }, 2000);
    });
    pre.before(wrap);
    wrap.append(pre, button);
  }
})();
