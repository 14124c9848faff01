import ArgumentParser

/// `--ascii`: the app's boxes and marks in ASCII, and `inspect`'s tree.
struct ASCIIOption: ParsableArguments {
    @Flag(name: .long, help: "Draw boxes with +-| and only ASCII in what the app writes itself.")
    var ascii = false
}
