import Testing

@testable import Core

/// What can be no link is named in one line (`--open`, `challenge open`, a tape's `Open`),
/// and the parse refuses exactly those texts.
@Suite struct DeepLinkProblemTests {
    @Test(arguments: [
        ("challenge://character/detail/2\nchallenge://home", DeepLink.Problem.character("\n", position: 31)),
        ("challenge://home\tx", .character("\t", position: 17)),
        ("challenge://home/\u{1B}[31m", .character("\u{1B}", position: 18)),
        ("challenge://home/\u{200B}", .character("\u{200B}", position: 18)),
        ("challenge://home/a b", .character(" ", position: 19)), ("challenge://hôme", .character("ô", position: 14)),
        ("", .empty), (" \n", .empty),
        ("challenge://home/" + String(repeating: "a", count: 5000), .tooLong(bytes: 5017)),
    ])
    func whatCanBeNoLinkIsNamed(_ link: String, _ problem: DeepLink.Problem) {
        // When / Then
        #expect(DeepLink.problem(in: link) == problem)
        #expect(DeepLink.parse(link) == nil)
    }

    @Test(arguments: ["challenge://character/detail/2", " challenge://home\n", "challenge://bogus/%41"])
    func aTextThatMayBeALinkHasNoProblem(_ link: String) {
        #expect(DeepLink.problem(in: link) == nil)
    }

    @Test func theLongestLinkIsStillOne() {
        // Given a link of exactly the bound
        let link = "challenge://home/" + String(repeating: "a", count: DeepLink.maximumLength - 17)

        // Then it may be a link, and one byte more may not
        #expect(DeepLink.problem(in: link) == nil)
        #expect(DeepLink.problem(in: link + "a") == .tooLong(bytes: DeepLink.maximumLength + 1))
    }

    @Test func aProblemIsOneLineThatNamesTheCharacterAsAnEscape() {
        // Given a link with a line break inside
        let problem = DeepLink.problem(in: "challenge://home/\n/x")

        // Then its description names the line break, escaped, and is one line
        let text = problem.map(String.init(describing:)) ?? ""
        #expect(text.contains(#"a line break (\u{A}) at character 18"#), "\(text)")
        #expect(!text.contains("\n"))
    }

    @Test func aSpaceAndAVisibleLetterAreNamedAsThemselves() {
        #expect(
            DeepLink.problem(in: "challenge://home/a b")?.description
                == "the link holds a space at character 19; a link writes a space as %20")
        #expect(DeepLink.problem(in: "challenge://hôme")?.description.hasPrefix(#"the link holds ô (\u{F4})"#) == true)
    }

    @Test func aByteThatIsNotUTF8IsNamedSo() {
        // An argument holding the byte 0x9B arrives as U+FFFD: it was named "� (\u{FFFD})"
        let problem = DeepLink.problem(in: "\u{FFFD}31m")
        #expect(
            problem?.description
                == #"the link holds a byte that is not UTF-8 (\u{FFFD}) at character 1; a link is one line of printable ASCII"#
        )
    }
}
