import Vitrine
import VitrineSite

/// The controls as HTML: a labelled control per parameter, the CLI's message beside a refused value, the
/// picture from the render endpoint and the command to copy. Every value a person typed is escaped.
extension LiveControls {
    package var html: String {
        var html = "<section class=\"live\" aria-labelledby=\"live\">\n<h2 id=\"live\">Try it</h2>\n"
        html += "<p class=\"help\">Change a value and render: the server draws the picture with the same checks as <code>vitrine render</code>.</p>\n"
        for problem in formProblems {
            html += "<p class=\"field-error\" role=\"alert\">\(problem.htmlEscaped)</p>\n"
        }
        html += "<form class=\"controls\" method=\"get\" action=\"./#live\" novalidate>\n"
        for field in fields { html += field.html }
        html += "<div class=\"actions\"><button type=\"submit\">Render</button> <a href=\"./#live\">Reset</a></div>\n</form>\n"
        if let values, let renderURL, let command {
            let size = SVGSize(component.render(values))
            html += "<figure class=\"live-render\">\n<span class=\"art\"><img id=\"live-picture\" src=\"\(renderURL.htmlEscaped)\" "
            html += "width=\"\(size.width)\" height=\"\(size.height)\" alt=\"\(component.name) with the values above\"></span>\n"
            html += "<figcaption><label for=\"live-command\">Command</label> "
            html += "<output id=\"live-command\" class=\"command\"><code>\(command.htmlEscaped)</code></output></figcaption>\n</figure>\n"
        } else {
            html += "<p class=\"help\" id=\"live-refused\">Fix the values marked above to see the picture and its command.</p>\n"
        }
        return html + "</section>\n"
    }
}

extension LiveField {
    var id: String { "p-" + parameter.name }

    var html: String {
        let parameter = parameter
        var described = id + "-help"
        var invalid = ""
        var problemHTML = ""
        if let problem {
            described = id + "-error " + described
            invalid = " aria-invalid=\"true\""
            problemHTML = "<span class=\"field-error\" id=\"\(id)-error\">\(problem.htmlEscaped)</span>\n"
        }
        let common = "id=\"\(id)\" name=\"\(parameter.name.htmlEscaped)\" aria-describedby=\"\(described)\"\(invalid)"
        var html = "<div class=\"field\">\n<label for=\"\(id)\">\(parameter.name.htmlEscaped)</label>\n"
        switch parameter.kind {
        case .choice(let names):
            html += select(common, names)
        case .boolean:
            html += select(common, ["true", "false"])
        case .number where problem != nil:
            // A refused value may not be a number at all; a text field shows it as typed.
            html += "<input type=\"text\" inputmode=\"decimal\" \(common) value=\"\(shownValue.htmlEscaped)\">\n"
        case .number(let range):
            html += "<input type=\"number\" \(common) min=\"\(NumberText.format(range.lowerBound))\" "
            html += "max=\"\(NumberText.format(range.upperBound))\" step=\"any\" value=\"\(shownValue.htmlEscaped)\">\n"
        case .text(let maximumLength):
            html += "<input type=\"text\" \(common) maxlength=\"\(maximumLength)\" value=\"\(shownValue.htmlEscaped)\">\n"
        case .color:
            html += "<input type=\"text\" \(common) placeholder=\"#rrggbb\" value=\"\(shownValue.htmlEscaped)\">\n"
        }
        let help = "\(parameter.help) Allowed: \(parameter.allowedValues)."
        html += problemHTML + "<span class=\"help\" id=\"\(id)-help\">\(help.htmlEscaped)</span>\n</div>\n"
        return html
    }

    /// A select over `names`; a submitted value outside them is kept as an extra, selected option so the
    /// person sees what was refused.
    private func select(_ common: String, _ names: [String]) -> String {
        let current = shownValue
        var options = names
        if !names.contains(current) { options.append(current) }
        var html = "<select \(common)>\n"
        for name in options {
            let selected = name == current ? " selected" : ""
            html += "<option value=\"\(name.htmlEscaped)\"\(selected)>\(name.isEmpty ? "(empty)" : name.htmlEscaped)</option>\n"
        }
        return html + "</select>\n"
    }
}
