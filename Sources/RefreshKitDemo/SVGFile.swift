import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `--svg` writes the plot (and `--record-trace` the trace): checked before the session plays, and written so
/// that a failure never leaves a partial file.
///
/// The document goes to a temporary file in the same directory first, which is then renamed over the destination.
/// A rename within one directory is atomic: a reader sees the old file or the whole new one, never a part.
struct SVGFile {
  /// Why the plot cannot be written, in words for standard error.
  struct Problem: Error, Equatable {
    var message: String
  }

  /// The destination, as given on the command line.
  let path: String
  /// What is written there, for messages: "the plot" or "the trace".
  let what: String

  /// Checks that `path` can name the file: not empty, not a directory, in a directory that exists and is writable.
  ///
  /// - Parameters:
  ///   - path: The destination given after `flag`.
  ///   - flag: The option that named it.
  ///   - what: What is written there, for messages.
  /// - Throws: ``Problem`` saying what is wrong.
  init(checking path: String, flag: String = "--svg", what: String = "the plot") throws(Problem) {
    guard !path.isEmpty else { throw Problem(message: "\(flag) needs a file path") }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Problem(message: "cannot write \(what) to '\(path)': it is a directory")
    }
    let directory = Self.directory(of: path)
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw Problem(message: "cannot write \(what) to '\(path)': the directory '\(directory)' does not exist")
    }
    guard manager.isWritableFile(atPath: directory) else {
      throw Problem(message: "cannot write \(what) to '\(path)': the directory '\(directory)' is not writable")
    }
    self.path = path
    self.what = what
  }

  /// The directory that holds `path`: `.` for a bare file name.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  /// Writes `text` to the destination through a temporary file in the same directory.
  ///
  /// - Throws: ``Problem`` when the temporary file cannot be written or renamed; the destination is then untouched
  ///   and the temporary file removed.
  func write(_ text: String) throws(Problem) {
    let name = path.split(separator: "/").last.map(String.init) ?? "plot.svg"
    let directory = Self.directory(of: path)
    let temporary = "\(directory)/.\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    } catch {
      unlink(temporary)
      throw Problem(message: "cannot write \(what) to '\(path)': \(error.localizedDescription)")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Problem(message: "cannot write \(what) to '\(path)': \(reason)")
    }
  }
}
