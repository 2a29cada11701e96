extension LoadingView {
    /// The loading view as an HTML fragment that fills its positioned container at any size (`host`,
    /// `device`, `orientation` and the size are the container's now): the dark box 8 px in from every edge,
    /// radius 5, black at 0.85 with a white 0.25 edge; the bold 17 px message wrapped to 280 px or the box,
    /// and the large spinner below it, centred. Fades in when inserted, out when given `hidden`.
    public var html: String {
        OverlayFragment(
            rootClass: Self.htmlClass, css: Self.htmlRules, message: message,
            spinnerSVG: ActivityIndicator(style: .whiteLarge).svg, contentClass: Self.htmlClass + "-content"
        ).html
    }

    static let htmlClass = "vitrine-loading-view"

    static let htmlRules: String = {
        let root = "." + htmlClass
        let inset = LoadingViewLayout.padding.svg
        return """
            \(root){position:absolute;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;\
            padding:\(inset)px;box-sizing:border-box;overflow:hidden;\
            font:bold \(LoadingViewLayout.messageStyle.size.svg)px/\(LoadingViewLayout.messageStyle.lineHeight.svg)px \(TextStyle.fontFamily);\
            font-kerning:none;color:#fff;text-align:center}\
            \(root)::before{content:"";position:absolute;inset:\(inset)px;box-sizing:border-box;\
            border:1px solid rgba(255,255,255,.25);border-radius:\(LoadingViewLayout.cornerRadius.svg)px;background:rgba(0,0,0,.85)}\
            \(root)-content{position:relative;display:flex;flex-direction:column;align-items:center;\
            max-width:min(\(LoadingViewLayout.widestMessage.svg)px,calc(100% - \((2 * LoadingViewLayout.padding).svg)px))}\
            \(root)-message{margin:0;white-space:pre-line;overflow-wrap:anywhere}\
            \(root)-content>svg{display:block;flex:none}
            """ + OverlayFragment.fadeRules(rootClass: htmlClass, shownOpacity: 1)
    }()
}
