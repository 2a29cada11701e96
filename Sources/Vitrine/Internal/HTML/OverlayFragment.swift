/// An overlay as one HTML element that fills its positioned container: the layout is CSS, so it keeps the
/// seed's geometry at any size where an SVG keeps one size; the spinner is the component's own SVG.
///
/// The rules travel inside the fragment, in a `<style>` held by an empty `<svg>`: a `<style>` element in
/// `<body>` works everywhere but is not valid HTML, while SVG content may hold one, and its rules apply to
/// the page as any style sheet's do. Every selector starts with the root's `vitrine-` class.
struct OverlayFragment {
    /// The root's class, `vitrine-NAME`; every inner class is this plus `-PART`.
    let rootClass: String
    let css: String
    /// The message, escaped here; empty for the spinner alone.
    let message: String
    /// The spinner's SVG, hidden from assistive technology: the root's text (or "In progress") says it.
    let spinnerSVG: String
    /// Wraps the message and the spinner, inside the root.
    let contentClass: String

    /// What fading in on insertion and out on `hidden` adds to any overlay's rules: opacity moves over
    /// 0.25 s (the seeds' duration), and `display` waits for it (`allow-discrete`), all without a script.
    /// Reduced motion makes the fades all but instant; the spinner's own rules slow it.
    static func fadeRules(rootClass: String, shownOpacity: Double) -> String {
        let root = "." + rootClass
        return """
            \(root){opacity:\(shownOpacity.svg);transition:opacity .25s ease-out,display .25s allow-discrete}\
            \(root)[hidden]{display:none;opacity:0}\
            @starting-style{\(root){opacity:0}}\
            @media (prefers-reduced-motion:reduce){\(root){transition-duration:.01s}}\
            \(root)-hidden-text{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
            """
    }

    /// The fragment's text: `<div class="vitrine-NAME" role="status">`, its rules, the message and the spinner.
    var html: String {
        let text = message.isEmpty
            ? "<span class=\"\(rootClass)-hidden-text\">In progress</span>"
            : "<p class=\"\(rootClass)-message\">\(message.xmlEscaped)</p>"
        let spinner = spinnerSVG.hasPrefix("<svg ") ? "<svg aria-hidden=\"true\" " + spinnerSVG.dropFirst(5) : spinnerSVG
        return """
            <div class="\(rootClass)" role="status">\
            <svg class="\(rootClass)-rules" width="0" height="0" aria-hidden="true" style="position:absolute"><style>\(css)</style></svg>\
            <div class="\(contentClass)">\(text)\(spinner)</div></div>

            """
    }
}
