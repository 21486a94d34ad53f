import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client for a server on 127.0.0.1, over a plain socket: one request per connection.
/// chromedriver writes its header fields without a space after the colon (`Content-Length:250`), which
/// corelibs Foundation's URLSession rejects ("Failed writing header"), so the browser test speaks HTTP itself.
struct LocalHTTPClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: UInt16

    /// Sends `method path` with `body` (JSON) and returns the answer's body.
    func send(_ method: String, _ path: String, body: Data?) throws -> Data {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port): errno \(errno)") }
        let payload = body ?? Data()
        var request = "\(method) /\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        request += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(payload.count)\r\n\r\n"
        try write(Data(request.utf8) + payload, to: socket)
        return try readAnswer(from: socket)
    }

    private func write(_ data: Data, to socket: Int32) throws {
        var sent = 0
        try data.withUnsafeBytes { bytes in
            while sent < bytes.count {
                let count = Glibc.send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw Failure(description: "send() failed: errno \(errno)") }
                sent += count
            }
        }
    }

    /// Reads the header, then `Content-Length` bytes of body (or up to the end of the connection).
    private func readAnswer(from socket: Int32) throws -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        var bodyStart: Int?
        var length: Int?
        while true {
            if let start = bodyStart, let length, received.count - start >= length { break }
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count >= 0 else { throw Failure(description: "recv() failed: errno \(errno)") }
            if count == 0 { break }
            received.append(contentsOf: buffer[0..<count])
            if bodyStart == nil, let range = received.range(of: separator) {
                bodyStart = range.upperBound
                let header = String(decoding: received[..<range.lowerBound], as: UTF8.self)
                length =
                    header.split(separator: "\r\n").compactMap { line -> Int? in
                        let field = line.split(separator: ":", maxSplits: 1)
                        guard field.count == 2, field[0].lowercased() == "content-length" else { return nil }
                        return Int(field[1].trimmingCharacters(in: .whitespaces))
                    }.first
            }
        }
        guard let start = bodyStart else { throw Failure(description: "no HTTP header in the answer") }
        return received[start...]
    }
}
