import Testing

@testable import TerminalApp

/// A locale's name says which bytes the terminal speaks, whether or not the locale is installed.
@Suite("Locale codeset")
struct LocaleCodesetTests {
    @Test("es_ES.UTF-8, en_US.utf8 and C.UTF-8@euro name UTF-8; C, POSIX, latin-1 and a bare es do not")
    func theCodesetPartDecides() {
        for name in ["es_ES.UTF-8", "en_US.utf8", "C.UTF-8", "de_DE.Utf-8@euro"] {
            #expect(LocaleCodeset.namesUTF8(["LANG": name]), "\(name)")
        }
        for name in ["C", "POSIX", "es_ES.ISO-8859-1", "es", "es_ES", "", "fr_FR.UTF-16"] {
            #expect(!LocaleCodeset.namesUTF8(["LANG": name]), "\(name)")
        }
    }

    @Test("LC_ALL, then LC_CTYPE, then LANG: the first set and not empty decides, as the C library reads them")
    func theFirstSetVariableDecides() {
        #expect(!LocaleCodeset.namesUTF8(["LC_ALL": "C", "LANG": "es_ES.UTF-8"]))
        #expect(LocaleCodeset.namesUTF8(["LC_ALL": "", "LC_CTYPE": "es_MX.UTF-8", "LANG": "C"]))
        #expect(!LocaleCodeset.namesUTF8(["LC_CTYPE": "POSIX", "LANG": "es_ES.UTF-8"]))
        #expect(LocaleCodeset.namesUTF8(["LC_ALL": "", "LC_CTYPE": "", "LANG": "es_ES.UTF-8"]))
        #expect(!LocaleCodeset.namesUTF8([:]))
    }
}
