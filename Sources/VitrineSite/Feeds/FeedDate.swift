/// A page's day in the forms feeds write dates in. A page's date is a day, so its time is midnight UTC: the
/// same bytes on every machine, whatever its time zone.
extension PageDate {
    /// RFC 3339, as Atom wants it: `2024-05-31T00:00:00Z`.
    var rfc3339: String { day + "T00:00:00Z" }

    /// RFC 822 with a four-digit year, as RSS 2.0 wants it: `Fri, 31 May 2024 00:00:00 +0000`.
    var rfc822: String {
        let parts = day.split(separator: "-").map { Int($0) ?? 0 }
        let (year, month, dayOfMonth) = (parts[0], parts[1], parts[2])
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let paddedDay = dayOfMonth < 10 ? "0\(dayOfMonth)" : "\(dayOfMonth)"
        return "\(weekdays[Self.weekday(year: year, month: month, day: dayOfMonth)]), \(paddedDay) \(months[month - 1]) \(year) 00:00:00 +0000"
    }

    /// 0 for Sunday: Sakamoto's method for the proleptic Gregorian calendar.
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        // Year 0 (which `PageDate` lets through) makes `y` negative: the remainder is brought back into 0...6.
        return ((y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7 + 7) % 7
    }
}
