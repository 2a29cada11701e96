import Testing
import Vitrine
import VitrinePreview

/// The query a GET form writes, read back exactly; anything malformed is refused, not guessed at.
@Suite("Form-encoded queries")
struct FormEncodingTests {
    @Test func decodesWhatAFormWrites() throws {
        let arguments = try #require(FormEncoding.decode("message=Sending+now%E2%80%A6&orientation=landscapeLeft&empty=&bare"))
        #expect(arguments == [
            Argument("message", "Sending now…"), Argument("orientation", "landscapeLeft"), Argument("empty", ""), Argument("bare", ""),
        ])
        #expect(FormEncoding.decode("a=%2B%26%3D") == [Argument("a", "+&=")])
    }

    @Test func refusesMalformedEscapesAndNonUTF8() {
        #expect(FormEncoding.decode("a=%ZZ") == nil)
        #expect(FormEncoding.decode("a=%4") == nil)
        #expect(FormEncoding.decode("a=%FF%FE") == nil)
    }

    @Test func encodingRoundTrips() {
        for word in ["Sending now…", "<script>&\"'", "a+b=c&d", "#ff9900", ""] {
            #expect(FormEncoding.decode(Substring("x=" + FormEncoding.encode(word))) == [Argument("x", word)])
        }
        #expect(FormEncoding.encode("a b") == "a+b")
    }
}
