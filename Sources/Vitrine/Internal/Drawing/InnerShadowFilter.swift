/// The key's inner shadows as one SVG filter (seed 004, spec "Inner shadows in SVG").
enum InnerShadowFilter {
    /// A dark 0.5 shadow cast 1 pt up from outside the shape (blur 1, so stdDeviation 0.5) and a crisp
    /// white line cast 1 pt down, each kept only inside the shape, merged over the shape itself.
    static func bevel(id: String, to bytes: inout [UInt8]) {
        bytes.write("<filter id=\"")
        bytes.write(id)
        bytes.write("""
            " x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceAlpha" stdDeviation="0.5" result="blurred"/>\
            <feOffset in="blurred" dy="-1" result="raised"/>\
            <feFlood flood-color="#000" flood-opacity="0.5"/>\
            <feComposite in2="raised" operator="out"/>\
            <feComposite in2="SourceAlpha" operator="in" result="shadow"/>\
            <feOffset in="SourceAlpha" dy="1" result="lowered"/>\
            <feFlood flood-color="#fff"/>\
            <feComposite in2="lowered" operator="out"/>\
            <feComposite in2="SourceAlpha" operator="in" result="highlight"/>\
            <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="shadow"/><feMergeNode in="highlight"/></feMerge>\
            </filter>
            """)
    }

    /// The soft white shadow under a key's label: blur 1 (stdDeviation 0.5).
    static func labelShadow(id: String, to bytes: inout [UInt8]) {
        bytes.write("<filter id=\"")
        bytes.write(id)
        bytes.write("""
            " x="-20%" y="-20%" width="140%" height="140%" color-interpolation-filters="sRGB">\
            <feGaussianBlur stdDeviation="0.5"/></filter>
            """)
    }
}
