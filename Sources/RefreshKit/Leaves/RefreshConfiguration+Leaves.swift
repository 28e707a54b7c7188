import Foundation

/// The leaves that ``RefreshConfiguration`` makes unless told otherwise. They live with the leaves, so that the
/// components layer names no leaf.
extension RefreshConfiguration {
  /// A ``SimpleHeader`` with no action: the default ``makeHeader``.
  static func makeSimpleHeader() -> RefreshHeader { SimpleHeader() }

  /// A ``SimpleAutoFooter`` with no action: the default ``makeFooter``.
  static func makeSimpleAutoFooter() -> RefreshFooter { SimpleAutoFooter() }

  /// A ``SimpleTrailer`` with no action: the default ``makeTrailer``.
  static func makeSimpleTrailer() -> RefreshTrailer { SimpleTrailer() }

  /// ``reducesMotion`` of ``default``, as the leaves read it (an arrow that does not turn, a still image or ring): out
  /// of line, where each of their seven reads had the read of the defaults' scope inlined (issue 58).
  static var leavesReduceMotion: Bool {
    @inline(never) get { defaultReducesMotion }
  }
}
