import Mustache

/// The menu for one page, built only when a template asks for `nav`.
///
/// Mustache replaces the value by its `representation` before using it, so templates see exactly the array
/// `Navigation.context(from:root:)` returns; a template without `nav` costs nothing per page.
struct NavigationMenu: MustacheCustomRepresentation {
    let navigation: Navigation
    let folder: String
    let root: String

    var representation: Any? { navigation.context(from: folder, root: root) }
}
