extension Veil {
    /// The veil as an HTML fragment that fills its positioned container at any size: the light grey layer,
    /// the white card (radius 10) hugging its 14 px message (wrapped to 240 px) with the grey spinner 10 px
    /// below, margins 10, centred and upright — the page is the viewer's frame, so `orientation`, `frame`
    /// and `device` do not apply. The whole layer at 0.8; fades in when inserted, out when given `hidden`.
    public var html: String {
        OverlayFragment(
            rootClass: Self.htmlClass, css: Self.htmlRules, message: message,
            spinnerSVG: ActivityIndicator(style: .gray).svg, contentClass: Self.htmlClass + "-card"
        ).html
    }

    static let htmlClass = "vitrine-veil"

    static let htmlRules: String = {
        let root = "." + htmlClass
        let margin = VeilLayout.margin.svg
        return """
            \(root){position:absolute;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;\
            overflow:hidden;background:#aaa;\
            font:\(VeilLayout.messageStyle.size.svg)px/\(VeilLayout.messageStyle.lineHeight.svg)px \(TextStyle.fontFamily);\
            font-kerning:none;color:#000;text-align:center}\
            \(root)-card{display:flex;flex-direction:column;align-items:center;gap:\(margin)px;padding:\(margin)px;\
            background:#fff;border-radius:\(VeilLayout.cornerRadius.svg)px;overflow:hidden;\
            max-width:min(\(VeilLayout.widestMessage.svg)px,calc(100% - \((4 * VeilLayout.margin).svg)px))}\
            \(root)-message{margin:0;white-space:pre-line;overflow-wrap:anywhere}\
            \(root)-card>svg{display:block;flex:none}
            """ + OverlayFragment.fadeRules(rootClass: htmlClass, shownOpacity: VeilLayout.layerOpacity)
    }()
}
