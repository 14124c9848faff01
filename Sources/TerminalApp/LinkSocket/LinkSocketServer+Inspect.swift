import Glibc

/// `challenge inspect` over the link socket: a message starting with `!` is a request, not
/// a link. `!inspect` is answered with the snapshot as one JSON line; `!inspect follow` too,
/// and the client is then sent a line on every change until either side goes away.
extension LinkSocketServer {
    /// Answers a request; true when the client is kept as a follower (not to be closed).
    func answer(_ request: String, to client: Int32) -> Bool {
        guard request == LinkSocket.inspectRequest || request == LinkSocket.followRequest else {
            LinkSocket.write(
                "error: unknown request (known: \(LinkSocket.inspectRequest), \(LinkSocket.followRequest))\n",
                to: client)
            return false
        }
        guard let snapshot else {
            LinkSocket.write("error: this app has no snapshot to give\n", to: client)
            return false
        }
        guard request != LinkSocket.followRequest || followers.count < Self.maximumFollowers else {
            LinkSocket.write("error: busy, \(Self.maximumFollowers) followers already; try again\n", to: client)
            return false
        }
        let line = snapshot()
        guard Self.send(line + "\n", to: client), request == LinkSocket.followRequest else { return false }
        followers.append((client, line))
        return true
    }

    /// Sends the snapshot to every follower when it changed since the last line sent. A
    /// follower that does not keep up (its buffer full) or went away is dropped: the app
    /// never waits for one.
    func publishToFollowers() {
        guard !followers.isEmpty, let snapshot else { return }
        let line = snapshot()
        followers = followers.compactMap { follower in
            guard follower.last != line else { return follower }
            if Self.send(line + "\n", to: follower.fd) { return (follower.fd, line) }
            Glibc.close(follower.fd)
            return nil
        }
    }

    /// Closes followers that hung up; what a follower writes is read and ignored.
    func dropGoneFollowers() {
        var buffer = [UInt8](repeating: 0, count: 256)
        followers = followers.filter { follower in
            while true {
                let count = recv(follower.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                if count > 0 { continue }
                if count < 0, errno == EINTR { continue }
                if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return true }
                Glibc.close(follower.fd)
                return false
            }
        }
    }

    /// Writes the whole text without blocking; false when it did not all go.
    private static func send(_ text: String, to fd: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

extension LinkSocket {
    /// What starts a request rather than a link; `challenge open` refuses links starting so.
    nonisolated static let requestMark = "!"
    nonisolated static let inspectRequest = "!inspect"
    nonisolated package static let followRequest = "!inspect follow"
}
