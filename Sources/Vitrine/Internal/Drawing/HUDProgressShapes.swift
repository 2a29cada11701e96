// sin and cos only; the library otherwise needs nothing beyond the standard library.
import VitrinePlatform

/// MBProgressHUD 0.7's three progress views drawn in SVG, each in its own frame's coordinates (origin at the
/// frame's top left). Progress starts at 12 o'clock and runs clockwise (`startAngle = -M_PI / 2`, `endAngle =
/// progress * 2 * M_PI + startAngle`) for the ring and the pie, and from the left for the bar.
enum HUDProgressShapes {
    // MARK: Bar — MBBarProgressView, the 120 × 20 white-outlined capsule (MBProgressHUDModeDeterminateHorizontalBar).

    /// `initWithFrame:CGRectMake(.0f, .0f, 120.0f, 20.0f)`.
    static let barSize = (width: 120.0, height: 20.0)
    /// `CGContextSetLineWidth(context, 2)`, white (`_lineColor = [UIColor whiteColor]`) around a path from (2, 2) to
    /// (width − 2, height − 2) with `radius = (rect.size.height / 2) - 2`: a capsule; inside it nothing
    /// (`_progressRemainingColor = [UIColor clearColor]`).
    static let barLineWidth = 2.0
    static let barOutline = Rect(x: 2, y: 2, width: barSize.width - 4, height: barSize.height - 4)
    /// The filled part lies 2 further in with `radius = radius - 2`: from (4, 4) to (width − 4, height − 4).
    static let barTrack = Rect(x: 4, y: 4, width: barSize.width - 8, height: barSize.height - 8)

    /// Where the white fill ends: at `amount = self.progress * rect.size.width`, as MBBarProgressView measures it
    /// (so at progress p the fill reaches p of the bar's whole width), never short of the left end's round cap
    /// (its "progress is in the left arc" case fills the whole cap) nor past the track. `nil` when nothing is done.
    static func barFillEnd(progress: Double) -> Double? {
        let amount = progress * barSize.width
        guard amount > 0 else { return nil }
        let capRadius = barTrack.height / 2
        return min(barTrack.maxX, max(amount, barTrack.minX + capRadius))
    }

    /// The track's capsule cut off at `barFillEnd`: a straight edge across the middle, or across the right cap.
    static func barFillPath(progress: Double) -> String? {
        guard let end = barFillEnd(progress: progress) else { return nil }
        let r = barTrack.height / 2
        let (top, bottom, middle) = (barTrack.minY, barTrack.maxY, barTrack.midY)
        let leftCap = barTrack.minX + r
        let rightCap = barTrack.maxX - r
        let closeLeft = "H\(leftCap.svg)A\(r.svg) \(r.svg) 0 0 1 \(leftCap.svg) \(top.svg)Z"
        if end <= leftCap {
            return "M\(leftCap.svg) \(top.svg)A\(r.svg) \(r.svg) 0 0 0 \(leftCap.svg) \(bottom.svg)Z"
        }
        if end <= rightCap {
            return "M\(leftCap.svg) \(top.svg)H\(end.svg)V\(bottom.svg)" + closeLeft
        }
        let dx = end - rightCap
        let dy = (max(0, r * r - dx * dx)).squareRoot()
        return "M\(leftCap.svg) \(top.svg)H\(rightCap.svg)A\(r.svg) \(r.svg) 0 0 1 \(end.svg) \((middle - dy).svg)"
            + "V\((middle + dy).svg)A\(r.svg) \(r.svg) 0 0 1 \(rightCap.svg) \(bottom.svg)" + closeLeft
    }

    static func drawBar(progress: Double, at frame: Rect, on canvas: inout SVGCanvas) {
        let outline = barOutline
        canvas.draw("<g transform=\"translate(\(frame.minX) \(frame.minY))\" data-part=\"bar\">")
        canvas.draw("""
            <rect \(attributesOf: outline) rx="\(outline.height / 2)" fill="none" stroke="#fff" \
            stroke-width="\(barLineWidth)" data-part="bar-outline"/>
            """)
        if let path = barFillPath(progress: progress) {
            canvas.draw("<path d=\"\(path)\" fill=\"#fff\" data-part=\"bar-fill\"/>")
        }
        canvas.draw("</g>")
    }

    // MARK: Ring — MBRoundProgressView with `annular = YES` (MBProgressHUDModeAnnularDeterminate).

    /// 0.5–0.8 (before iOS 7; 0.9 keeps it `isPreiOS7 ? 5.f : 2.f`): `CGFloat lineWidth = 5.f`, both paths at
    /// `radius = (self.bounds.size.width - lineWidth)/2`, the progress with `kCGLineCapRound`.
    static let ringLineWidth = 5.0
    static let ringRadius = (HUDIndicator.side - ringLineWidth) / 2
    /// `_backgroundTintColor = [[UIColor alloc] initWithWhite:1.f alpha:.1f]`: the whole ring, dim.
    static let ringTrackOpacity = 0.1

    static func drawRing(progress: Double, at frame: Rect, on canvas: inout SVGCanvas) {
        let center = HUDIndicator.side / 2
        canvas.draw("<g transform=\"translate(\(frame.minX) \(frame.minY))\" data-part=\"ring\">")
        canvas.draw("""
            <circle cx="\(center)" cy="\(center)" r="\(ringRadius)" fill="none" stroke="#fff" \
            stroke-opacity="\(ringTrackOpacity)" stroke-width="\(ringLineWidth)" data-part="ring-track"/>
            """)
        if let arc = arcPath(progress: progress, radius: ringRadius) {
            canvas.draw("""
                <path d="\(arc)" fill="none" stroke="#fff" stroke-width="\(ringLineWidth)" stroke-linecap="round" \
                data-part="ring-arc"/>
                """)
        }
        canvas.draw("</g>")
    }

    // MARK: Pie — MBRoundProgressView with `annular = NO` (MBProgressHUDModeDeterminate).

    /// `CGRect circleRect = CGRectInset(allRect, 2.0f, 2.0f)`, filled white at 0.1 and stroked white with
    /// `CGContextSetLineWidth(context, 2.0f)`; the wedge's `radius = (allRect.size.width - 4) / 2`, white.
    static let pieRadius = (HUDIndicator.side - 4) / 2
    static let pieLineWidth = 2.0
    static let pieFillOpacity = 0.1

    static func drawPie(progress: Double, at frame: Rect, on canvas: inout SVGCanvas) {
        let center = HUDIndicator.side / 2
        canvas.draw("<g transform=\"translate(\(frame.minX) \(frame.minY))\" data-part=\"pie\">")
        canvas.draw("""
            <circle cx="\(center)" cy="\(center)" r="\(pieRadius)" fill="#fff" fill-opacity="\(pieFillOpacity)" \
            stroke="#fff" stroke-width="\(pieLineWidth)" data-part="pie-outline"/>
            """)
        if let wedge = wedgePath(progress: progress, radius: pieRadius) {
            canvas.draw("<path d=\"\(wedge)\" fill=\"#fff\" data-part=\"pie-wedge\"/>")
        }
        canvas.draw("</g>")
    }

    // MARK: Arcs from 12 o'clock

    /// The point `progress` of the way round a circle of `radius` about the 37-point frame's centre, clockwise
    /// from 12 o'clock; `nil` when it is the starting point as written (three decimals), where SVG would drop
    /// the arc: nothing done, or all of it.
    static func arcEnd(progress: Double, radius: Double) -> (x: Double, y: Double)? {
        let center = HUDIndicator.side / 2
        let angle = 2 * Double.pi * progress
        let end = (x: center + radius * sin(angle), y: center - radius * cos(angle))
        let start = (x: center, y: center - radius)
        return end.x.svg == start.x.svg && end.y.svg == start.y.svg ? nil : end
    }

    /// The ring's white arc; the whole circle when done; `nil` before anything is done.
    static func arcPath(progress: Double, radius: Double) -> String? {
        guard progress > 0 else { return nil }
        let center = HUDIndicator.side / 2
        let start = "M\(center.svg) \((center - radius).svg)"
        guard progress < 1, let end = arcEnd(progress: progress, radius: radius) else {
            return progress >= 0.5 ? start + fullCircle(radius: radius) : nil
        }
        let large = progress > 0.5 ? 1 : 0
        return start + "A\(radius.svg) \(radius.svg) 0 \(large) 1 \(end.x.svg) \(end.y.svg)"
    }

    /// The pie's wedge from the centre; the whole disc when done; `nil` before anything is done.
    static func wedgePath(progress: Double, radius: Double) -> String? {
        guard progress > 0 else { return nil }
        let center = HUDIndicator.side / 2
        guard progress < 1, let end = arcEnd(progress: progress, radius: radius) else {
            return progress >= 0.5 ? "M\(center.svg) \((center - radius).svg)" + fullCircle(radius: radius) : nil
        }
        let large = progress > 0.5 ? 1 : 0
        return "M\(center.svg) \(center.svg)V\((center - radius).svg)"
            + "A\(radius.svg) \(radius.svg) 0 \(large) 1 \(end.x.svg) \(end.y.svg)Z"
    }

    /// From 12 o'clock round to 6 and back, closed: SVG cannot draw a whole circle as one arc.
    private static func fullCircle(radius: Double) -> String {
        let center = HUDIndicator.side / 2
        return "A\(radius.svg) \(radius.svg) 0 1 1 \(center.svg) \((center + radius).svg)"
            + "A\(radius.svg) \(radius.svg) 0 1 1 \(center.svg) \((center - radius).svg)Z"
    }
}
