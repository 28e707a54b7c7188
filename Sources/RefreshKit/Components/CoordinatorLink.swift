/// A token a component shares with the coordinator of its slot while it is attached: the component knows that the
/// coordinator, and the scroll model that owns it, are still there from the link not being its alone
/// (`isKnownUniquelyReferenced`), without loading its weak reference to the model.
///
/// Loading a weak reference retains and releases its object, and an object that is weakly referenced anywhere keeps
/// its reference count in a side table, so that each of those takes the slow path: a frame's redraw asks a footer
/// whether a double tap loads, which needs the coordinator, every frame. The coordinator holds the link for as long
/// as the component is in its slot and lets it go when the component leaves or the coordinator itself goes (with its
/// model); the component then holds it alone, and reads no coordinator. The same pattern tells a live observer
/// (`ObservationLink`).
final class CoordinatorLink {}
