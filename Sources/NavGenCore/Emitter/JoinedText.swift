extension String {
    /// Appends the text of each element, `separator` between them: `map` then `joined` without
    /// the array of pieces between, for the lists the emitter writes once per case.
    mutating func append<Elements: Sequence>(
        joining elements: Elements, separator: String, _ text: (Elements.Element) -> String
    ) {
        var isFirst = true
        for element in elements {
            if !isFirst { append(separator) }
            isFirst = false
            append(text(element))
        }
    }
}
