/// One value on the heap, read and written through its address: the per-event state of the classes on the scroll
/// path.
///
/// Every read or write of a stored property of a class makes a dynamic exclusivity check (`swift_beginAccess`, some
/// 80 instructions on Linux), and the scroll path reads and writes some thirty such properties per event. A class
/// that holds its state in a cell stored in a `let` reaches every field without one: the cell is a constant, and the
/// value is reached through its address.
///
/// What the dynamic check would catch, two overlapping accesses to the same state, cannot happen by construction:
///
/// - the owner forwards each field with a plain getter and setter (an access that begins and ends inside the
///   accessor), or with `_modify` only for fields whose in-place mutation calls nothing outside the field (appending
///   to an array, setting a member);
/// - no mutating method of a state value calls out to code that could reach the owner again.
///
/// This is the library's one unsafe construct, kept for its measured cost (issue 43, item 8; `Benchmarks/README.md`,
/// "The device path"; `Scripts/check-safe-code.sh` allows it here only). The safe form, the same value as the stored
/// property of a final class, measured 4,326 instructions per device frame against 1,695 with this cell (a bare
/// scroll event 533 against 239, one with a header and a footer 1,001 against 665), over the goal of 3,000: almost
/// all of the difference is `swift_beginAccess`.
///
/// The owner is `@MainActor`, so the cell is never touched from two threads. It is a non-copyable value: the owner
/// holds the only handle, and the cell frees the value in its own `deinit`, so the storage lives exactly as long as the
/// owner.
struct StateCell<Value>: ~Copyable {
  private let pointer: UnsafeMutablePointer<Value>

  /// Allocates the cell with `value` in it.
  init(_ value: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// The value, read and written in place.
  var value: Value {
    unsafeAddress { UnsafePointer(pointer) }
    nonmutating unsafeMutableAddress { pointer }
  }
}
