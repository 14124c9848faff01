#if os(Linux)
import CLibcurl
import Foundation
import Testing

/// URLSession's libcurl is loaded on first use by the functions in Modules/CLibcurl. These
/// tests pin that the process really goes through them, so the REST tests beside this file
/// exercise that layer (including the option setters' argument forwarding) end to end.
@Suite struct LibcurlOnDemandTests {
    @Test func libcurlLoadsWhenAsked() {
        let failure = challenge_libcurl_load().map { String(cString: $0) }
        #expect(failure == nil)
    }

    @Test(arguments: ["curl_easy_init", "curl_easy_setopt", "curl_easy_getinfo", "curl_multi_setopt", "curl_multi_socket_action"])
    func foundationFindsTheForwardingFunctionNotLibcurlItself(_ name: String) throws {
        // Foundation's calls bind through the global scope, as this lookup does: it must find
        // the executable's definition, not the one inside libcurl.
        let global = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name))
        let library = try #require(dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD), "libcurl is not loaded")
        defer { dlclose(library) }
        let insideLibcurl = try #require(dlsym(library, name))
        #expect(global != insideLibcurl)
    }
}
#endif
