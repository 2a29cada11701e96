extension Parameter {
    static let device = Parameter(
        "device", .choice(Device.allCases.map(\.rawValue)), default: Device.iphone.rawValue,
        help: "The device whose screen and keyboard sizes apply.")

    static let orientation = Parameter(
        "orientation", .choice(Orientation.allCases.map(\.rawValue)), default: Orientation.portrait.rawValue,
        help: "How the device is held.")

    /// Long enough for any real status message, short enough that a render stays a reasonable size.
    static let longestMessage = 20_000

    static func message(default defaultValue: String, help: String) -> Parameter {
        Parameter("message", .text(maximumLength: longestMessage), default: defaultValue, help: help)
    }
}
