import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in an eighth round of real projects, each in a small project of our own shape.
@Suite struct SurveyEightTests {
    @Test func jekyllDatesOfOneDigitAreRead() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: D\n",
            "_posts/2016-3-05-early.md": "---\ntitle: Early\ndate: 2016-3-05 9:00:00\n---\nFirst.\n",
            "_posts/2017-1-2-later.md": "---\ntitle: Later\n---\nSecond.\n",
            "_posts/2018-04-01-moved.md": "---\ntitle: Moved\ndate: 2018-04-03\n---\nThird.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("date") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("2016/03/05/early.html")?.contains("First.") == true)
        #expect(result.snapshot.text("2017/01/02/later.html")?.contains("Second.") == true)
        #expect(result.snapshot.text("2018/04/03/moved.html")?.contains("Third.") == true, "the front matter's date comes first, as Jekyll takes it")
    }

    @Test func aJekyllSitemapTemplateLeavesTheGeneratedOne() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: M\nurl: https://m.example\n",
            "index.md": "---\ntitle: Home\n---\nHi.\n",
            "sitemap.xml": "---\nlayout: null\n---\n<urlset>{% for page in site.pages %}<url>{{ page.url }}</url>{% endfor %}</urlset>\n",
        ])
        #expect(result.snapshot.text("sitemap.xml")?.contains("https://m.example/") == true)
        #expect(result.snapshot.text("sitemap.xml")?.contains("{%") == false)
        #expect(fixture.shownWarnings(result).contains { $0.contains("this sitemap.xml is a template with front matter") })
    }

    @Test func sidebarsHeldInConstantsAndFunctionsOfTheConfigAreRead() throws {
        let (_, starlight) = try Fixture.project([
            "astro.config.mjs": """
                const sidebar = [{ label: 'Start here', items: ['guides/zeta', 'guides/alpha'] }]
                export default defineConfig({ integrations: [starlight({ title: 'C', sidebar })] })
                """,
            "src/content/docs/guides/alpha.md": "---\ntitle: Alpha\n---\n",
            "src/content/docs/guides/zeta.md": "---\ntitle: Zeta\n---\n",
        ])
        #expect(ToolMenuTests.menu(try #require(starlight.snapshot.text("guides/alpha/index.html"))).contains("Start here[Zeta, Alpha]"))
        let (_, vitePress) = try Fixture.project([
            ".vitepress/config.ts": """
                const guideSidebar = (): Item[] => [
                  { text: 'Start here', items: [{ text: 'Zeta', link: '/guide/zeta' }, { text: 'Alpha', link: '/guide/alpha' }] },
                ]
                function more() {
                  return [{ text: 'More', items: [{ text: 'Extra', link: '/extra' }] }]
                }
                export default defineConfig({ title: 'A', themeConfig: { sidebar: { '/guide/': guideSidebar(), '/extra': more() } } })
                """,
            "guide/alpha.md": "# Alpha\n", "guide/zeta.md": "# Zeta\n", "extra.md": "# Extra\n",
        ])
        let menu = ToolMenuTests.menu(try #require(vitePress.snapshot.text("guide/alpha/index.html")))
        #expect(menu.contains("Start here[Zeta, Alpha]"), "\(menu)")
        #expect(menu.contains("More"), "\(menu)")
        // An arrow function whose body is statements stands for nothing: its sidebar is code, and named so.
        let (fixture, statements) = try Fixture.project([
            ".vitepress/config.ts": "const made = () => { return build() }\nexport default defineConfig({ title: 'B', themeConfig: { sidebar: made() } })\n",
            "guide/alpha.md": "# Alpha\n",
        ])
        #expect(statements.snapshot.text("guide/alpha/index.html") != nil)
        #expect(fixture.shownWarnings(statements).contains { $0.contains("the sidebar is made by code") }, "\(fixture.shownWarnings(statements))")
    }

    @Test func aDocusaurusSidebarsConstantOfAnyNameIsRead() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.ts": "export default { title: 'T', url: 'https://t.example', baseUrl: '/' };\n",
            "sidebars.ts": "const config: SidebarsConfig = {\n  docs: [{ type: 'category', label: 'Getting going', items: ['zeta', 'alpha'] }],\n};\n\nexport default config;\n",
            "docs/alpha.md": "# Alpha\n", "docs/zeta.md": "# Zeta\n",
        ])
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("alpha/index.html"))).contains("Getting going[Zeta, Alpha]"))
    }

    @Test func starlightSlugsAreWholePaths() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default { integrations: [starlight({ title: 'S' })] }\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\n[Start](/v2/start/)\n",
            "src/content/docs/v2/start.md": "---\ntitle: Start\nslug: v2/start\n---\nBegin.\n",
            "src/content/docs/old/moved.md": "---\ntitle: Moved\nslug: elsewhere\n---\nHere.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("v2/start/index.html")?.contains("Begin.") == true)
        #expect(result.snapshot.text("elsewhere/index.html")?.contains("Here.") == true)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("v2/v2/") })
    }

    @Test func jekyllsURLFiltersMakeRootPaths() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: R\npermalink: pretty\n",
            "guide/first.md": "---\ntitle: First\n---\n[Second]({{ \"guide/second/\" | relative_url }}) and [top]({{ '/' | relative_url }})\n",
            "guide/second.md": "---\ntitle: Second\n---\nTwo.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("guide/first/index.html")?.contains("href=\"../../guide/second/\"") == true)
    }

    @Test func mkDocsNavTitlesWrittenInHTMLAreText() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: T\nnav:\n  - Home: index.md\n  - 'The <code>run</code> command': run.md\n  - 'The &nbsp<samp>tool</samp>&nbsp; &amp; more': tool.md\n",
            "docs/index.md": "# Home\n", "docs/run.md": "Runs.\n", "docs/tool.md": "Tools.\n",
        ])
        let page = try #require(result.snapshot.text("run/index.html"))
        let menu = ToolMenuTests.menu(page)
        #expect(menu.contains("The run command") && menu.contains("The \u{A0}tool\u{A0} &amp; more"), "\(menu)")
        #expect(!page.contains("&lt;code&gt;"))
    }

    @Test func aVitePressLocaleThatIsAnotherSiteIsNoLanguage() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'X', locales: { root: { label: 'English' }, zh: { label: '简体中文', link: 'https://cn.example.org/' } } })\n",
            "index.md": "# Home\n",
        ])
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("zh/") })
    }

    @Test func mkDocsNumbersARepeatedHeadingsIDWithAnUnderscore() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: D\n",
            "docs/index.md": "# Setup\n\n## Docker\n\nOne.\n\n## Docker\n\nTwo. [Back](#docker) and [again](#docker_1)\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("index.html")?.contains("<h2 id=\"docker_1\">") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }

    @Test func mkDocsRedirectsPluginMapsAreRedirectPages() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: M\nplugins:\n  - redirects:\n      redirect_maps:\n        'old-setup.md': 'setup.md#part'\n        'gone/index.md': 'https://example.org/'\n        'lost.md': 'nowhere.md'\n",
            "docs/index.md": "# Home\n", "docs/setup.md": "# Setup\n\n## Part\n",
        ])
        #expect(result.snapshot.text("old-setup/index.html")?.contains("url=../setup/#part") == true)
        #expect(result.snapshot.text("gone/index.html")?.contains("url=https://example.org/") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("1 redirect leads to no page of the site") && $0.contains("'lost.md' to 'nowhere.md'") })
        // A redirect's target is checked, and reported at the config, as written there.
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("template output") })
    }

    @Test func jekyllDefaultsGiveACollectionItsPermalink() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: B\ndefaults:\n  - scope:\n      type: posts\n    values:\n      permalink: /blog/:title/\n      layout: post\n  - scope:\n      path: drafts\n      type: pages\n    values:\n      permalink: /x/\n",
            "index.md": "---\ntitle: Home\n---\n[Launch](/blog/launch/)\n",
            "_posts/2020-01-02-launch.md": "---\ntitle: Launch\ncategory: news\n---\nGo.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("blog/launch/index.html")?.contains("Go.") == true)
    }

    @Test func aHugoPairedShortcodeGivenALanguageHoldsCode() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://c.example/'\ntitle = 'C'\n",
            "content/_index.md": "---\ntitle: Home\n---\n\n{{< snippet lang=\"bash\" >}}\n# Fetch the tool\ncurl -LO https://example.org/tool\n{{< /snippet >}}\n\n{{< note >}}\n**Kept** as Markdown.\n{{< /note >}}\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<pre><code class=\"language-bash\">"), "\(home)")
        #expect(!home.contains("<h1 id=\"fetch-the-tool\""))
        #expect(home.contains("<strong>Kept</strong>"))
        #expect(fixture.shownWarnings(result).contains { $0.contains("drawn as a code block in its 'lang'") })
    }

    @Test func relativeLinksToNoFileAreReadFromThePagesURL() throws {
        let (docusaurusFixture, docusaurus) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'S', url: 'https://s.example', baseUrl: '/' };\n",
            "docs/guides/begin.md": "---\nslug: /begin\n---\n# Begin\n\n[Routing](routing) and [its part](routing#part)\n",
            "docs/topics/routing.md": "---\nslug: /routing\n---\n# Routing\n\n## Part\n",
            "docs/topics/plain.md": "# Plain\n\n[Routing](../routing)\n",
        ])
        #expect(docusaurusFixture.shownWarnings(docusaurus).allSatisfy { !$0.contains("broken link") }, "\(docusaurusFixture.shownWarnings(docusaurus))")
        #expect(docusaurus.snapshot.text("begin/index.html")?.contains("href=\"../routing\"") == true)
        let (mkDocsFixture, mkDocs) = try Fixture.project([
            "mkdocs.yml": "site_name: M\n",
            "docs/index.md": "# Home\n",
            "docs/modules/led.md": "# LED\n\nSee [the timer](../timer#delay) and ![a picture](../img/led.png).\n",
            "docs/modules/timer.md": "# Timer\n\n## Delay\n",
            "docs/img/led.png": "PNG",
        ])
        #expect(mkDocsFixture.shownWarnings(mkDocs).allSatisfy { !$0.contains("broken link") }, "\(mkDocsFixture.shownWarnings(mkDocs))")
        let led = try #require(mkDocs.snapshot.text("modules/led/index.html"))
        #expect(led.contains("href=\"../timer#delay\""), "\(led)")
        #expect(led.contains("src=\"../../img/led.png\""), "a file of the docs is still found from the page's file")
    }

    @Test func jekyllRedirectPagesAreRedirects() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: R\npermalink: pretty\n",
            "tips.md": "---\ntitle: Tips\n---\nUseful.\n",
            "moved/old-tips.md": "---\ntitle: Tips\nlayout: redirect\nredirect: /tips/\n---\n",
            "gone.md": "---\ntitle: Gone\nredirect_to: https://example.org/elsewhere\n---\nThis text is not shown.\n",
            "broken.md": "---\nlayout: redirect\nredirect: /nowhere/\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("moved/old-tips/index.html")?.contains("url=../../tips/") == true)
        #expect(result.snapshot.text("gone/index.html")?.contains("url=https://example.org/elsewhere") == true)
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("tips/index.html")))
        #expect(!menu.contains("Moved") && !menu.contains("Gone"), "\(menu)")
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/broken.md:1:1") && $0.contains("broken link '/nowhere/'") }, "\(fixture.shownWarnings(result))")
    }

    @Test func hugoPagesPutThemselvesInTheMainMenu() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'M'\nbaseURL = 'https://m.example/'\n[[menu.main]]\nidentifier = 'guide'\nname = 'User Guide'\nweight = 1\n[[menu.main]]\nidentifier = 'design'\nname = 'Design'\nweight = 2\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/apple.md": "---\ntitle: Apple tuning\nmenu:\n  main:\n    parent: guide\n    weight: 2\n---\n",
            "content/docs/zebra.md": "---\ntitle: Zebra setup\nmenu:\n  main:\n    parent: guide\n    weight: 1\n---\n",
            "content/docs/mango.md": "---\ntitle: Mango\nmenu:\n  main:\n    parent: guide\n---\n",
            "content/design/plan.md": "---\ntitle: The plan\nmenu:\n  main:\n    parent: design\n    name: Plan\n---\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("docs/zebra/index.html")))
        #expect(menu.contains("User Guide[Zebra setup, Apple tuning, Mango]"), "\(menu)")
        #expect(menu.contains("Design"), "\(menu)")
        let design = ToolMenuTests.menu(try #require(result.snapshot.text("design/plan/index.html")))
        #expect(design.contains("Design[Plan]"), "\(design)")
    }
}
