/// Where a component attaches to a ``ScrollModel``; each slot holds at most one component and one inset share.
enum RefreshSlot: Int, CaseIterable, CustomStringConvertible {
  case header
  case footer
  case trailer

  var description: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    case .trailer: "trailer"
    }
  }
}
