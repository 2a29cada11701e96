import VitrineCommands

// vitrine's whole command line, with the stamp beside the built-ins: `my-vitrine list`, `my-vitrine render stamp
// --text Paid --ink red`, and a site's `vitrine stamp` fences and catalog page under `my-vitrine build` and `serve`.
await VitrineCommand.main(components: [Stamp.self])
