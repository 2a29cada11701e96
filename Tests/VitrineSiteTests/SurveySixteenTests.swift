import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a sixteenth round of real projects, each in a small project of our own shape.
@Suite struct SurveySixteenTests {
    /// Docusaurus builds on past two docs at one route (`onDuplicateRoutes: 'warn'`): the first is kept, with a warning.
    @Test func docusaurusDuplicateRoutesWarn() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Platform', url: 'https://example.org', baseUrl: '/' };\n",
            "docs/intro.md": "# Intro\n",
            "docs/roadmap.md": "# Roadmap\n",
            "docs/roadmap/README.md": "# Old roadmap\n",
        ])
        #expect(result.snapshot.text("roadmap/index.html")?.contains("<title>Roadmap") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("roadmap/README.md:1: warning:") && $0.contains("as Docusaurus warns of a duplicate route") })
    }

    /// Starlight publishes a root `index.mdx` beside locale folders without a root locale; vitrine sends the root to
    /// the default language and leaves it out, with a warning that names the twin's own file.
    @Test func starlightRootIndexBesideLocaleFoldersWarns() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Gin', defaultLocale: 'en', locales: { en: { label: 'English' }, fr: { label: 'Français' } } })] });\n",
            "src/content/docs/index.mdx": "---\ntitle: Splash\n---\n\nWelcome.\n",
            "src/content/docs/en/index.mdx": "---\ntitle: English home\n---\n",
            "src/content/docs/fr/index.md": "---\ntitle: Accueil\n---\n",
        ])
        #expect(result.snapshot.text("en/index.html")?.contains("English home") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("docs/index.mdx:1:1: warning:") && $0.contains("is also en/index.mdx: left out") }, "\(fixture.shownWarnings(result))")
    }

    /// VitePress leaves an include it cannot read as an unseen comment and builds on: a warning here.
    @Test func vitePressMissingIncludeWarns() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'Plugins' })\n",
            "index.md": "# Home\n",
            "guide/index.md": "# Guide\n\nBefore.\n\n<!--@include: ../snipets/warning.md-->\n\nAfter.\n",
        ])
        let guide = try #require(result.snapshot.text("guide/index.html"))
        #expect(guide.contains("Before.") && guide.contains("After.") && !guide.contains("include"), "\(guide)")
        #expect(fixture.shownWarnings(result).contains { $0.contains("guide/index.md:5:1: warning: cannot include '../snipets/warning.md'") })
    }

    /// Zola closes a shortcode's body with `{% end %}`, `{%end %}` or `{%end%}` alike.
    @Test func zolaEndWithoutSpaces() throws {
        let (_, result) = try Fixture.project([
            "config.toml": "title = 'Ends'\nbase_url = 'https://example.org'\n",
            "content/_index.md": "+++\ntitle = 'Home'\n+++\n\n{% hint() %}\nOne.\n{% end %}\n\n{% hint() %}\nTwo.\n{%end %}\n\n{% hint() %}\nThree.\n{%end%}\n\nThe end.\n",
        ])
        let html = try #require(result.snapshot.text("index.html"))
        #expect(html.contains("Three.") && html.contains("The end.") && !html.contains("{%"), "\(html)")
    }

    /// jekyll-redirect-from takes a `redirect_to` list's first entry as the target; a `{% link %}` to the page
    /// that redirects names its address.
    @Test func jekyllRedirectToListIsARedirect() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Project\n",
            "index.md": "---\ntitle: Home\n---\n\nOn [AWS]({% link pages/ec2.md %}), or [nowhere]({% link pages/none.md %}).\n",
            "quickstart_cloud.md": "---\ntitle: Cloud\npermalink: /quickstart_cloud/\n---\n\nStart.\n",
            "pages/ec2.md": "---\ntitle: AWS\nredirect_to:\n  - /quickstart_cloud/\n---\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("pages/ec2/index.html"))
        #expect(page.contains("<meta http-equiv=\"refresh\" content=\"0; url=../../quickstart_cloud/\">"), "\(page)")
        #expect(result.snapshot.text("index.html")?.contains("href=\"pages/ec2/\"") == true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        // At its own column, the template before it on the line counted as written.
        #expect(broken == ["project/index.md:5:39: warning: broken link '{% link pages/none.md %}'"], "\(broken)")
    }

    /// Hugo Book's `columns` splits its text at `<--->`, never shown.
    @Test func hugoBookColumnSeparatorsAreNotShown() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Operator'\n",
            "content/_index.md": "---\ntitle: Home\n---\n\n{{< columns >}}\n## Left\nOne.\n<--->\n## Right\nTwo.\n{{< /columns >}}\n",
        ])
        let html = try #require(result.snapshot.text("index.html"))
        #expect(html.contains("Left") && html.contains("Right") && !html.contains("&lt;---&gt;"), "\(html)")
    }

    /// attr_list's bare words (`{: #build-skip toml env-var }`) beside an id: the id taken, the words left out.
    @Test func attrListBareWordsBesideAnID() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Widget\nmarkdown_extensions:\n  - attr_list\n",
            "docs/index.md": "# Home\n\nSee [build](options.md#build-skip).\n",
            "docs/options.md": "# Options\n\n### `build`, `skip` {: #build-skip toml env-var }\n\nText { not a list }.\n",
        ], warnLinks: true)
        let html = try #require(result.snapshot.text("options/index.html"))
        #expect(html.contains("<h3 id=\"build-skip\">") && !html.contains("env-var"), "\(html)")
        #expect(html.contains("Text { not a list }."), "\(html)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// ProperDocs, MkDocs' maintained fork, reads `properdocs.yml` first.
    @Test func properDocsConfigIsAnMkDocsProject() throws {
        let (_, result) = try Fixture.project([
            "properdocs.yml": "site_name: Widget Docs\nnav:\n  - Home: index.md\n  - Options: options.md\n",
            "README.md": "# Repository readme\n",
            "docs/index.md": "# Welcome\n", "docs/options.md": "# Options\n",
        ])
        #expect(result.projectLine?.contains("properdocs.yml") == true)
        #expect(result.snapshot.text("index.html")?.contains("Widget Docs") == true)
        #expect(result.snapshot.files["options/index.html"] != nil)
    }

    /// Docsy draws a `tab` with a `lang` as code of that language under the tab's name, at the margin or under a
    /// list item: a shell comment is no heading.
    @Test func docsyCodeTabsAreCode() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Tabs'\n",
            "content/install.md": "---\ntitle: Install\n---\n\n{{< tabpane >}}\n{{< tab header=\"Secrets Manager\" lang=\"bash\" >}}\n# create the secret\naws create *cfg*\n{{< /tab >}}\n{{< /tabpane >}}\n\n"
                + "- In a list:\n\n  {{< tabpane >}}\n  {{< tab lang=\"json\" header=\"Task\" >}}\n  {\"name\": \"piped\"}\n  {{< /tab >}}\n  {{< /tabpane >}}\n",
        ])
        let html = try #require(result.snapshot.text("install/index.html"))
        #expect(html.contains("<figcaption class=\"code-title\">Secrets Manager</figcaption>") && html.contains("<code class=\"language-bash\">"), "\(html)")
        #expect(html.contains("<figcaption class=\"code-title\">Task</figcaption>") && html.contains("<code class=\"language-json\">"), "\(html)")
        #expect(!html.contains("<h1 id=\"create-the-secret\"") && !html.contains("<em>cfg</em>"), "\(html)")
    }

    /// A form written with a `)` inside (`relref "x#y)"`) ends its destination there, as cmark reads it: nothing is
    /// added after it.
    @Test func aFormWithAParenthesisInsideEndsTheLink() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Refs'\n",
            "content/deployers.md": "---\ntitle: Deployers\n---\n\n## Deploying with helm\n",
            "content/templating.md": "---\ntitle: Templating\n---\n\n* helm (see [Deploying with helm]({{< relref \"/deployers#deploying-with-helm)\" >}}))\n",
        ], warnLinks: true)
        let html = try #require(result.snapshot.text("templating/index.html"))
        #expect(html.contains("Deploying with helm</a>))"), "\(html)")
    }

    /// Hugo makes a title a URL part as its `urlize` does: one hyphen for a run of spaces, none beside a hyphen,
    /// punctuation and emoji left out.
    @Test func hugoSlugsFromTitlesWithPunctuation() {
        #expect(HugoPermalink.urlized("Best practice 01 - run your own cluster") == "best-practice-01-run-your-own-cluster")
        #expect(HugoPermalink.urlized("Sandbox admission 🎉") == "sandbox-admission")
        #expect(HugoPermalink.urlized("Meetings: July 16 & August 6") == "meetings-july-16-august-6")
        #expect(HugoPermalink.urlized("  Leading and   trailing  ") == "leading-and-trailing")
    }
}
