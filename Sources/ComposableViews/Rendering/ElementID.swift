/// What an element id of a rendered page is: the one definition that the renderer makes ids by
/// and that a server checks the ids a page sends against.
///
/// An id is the element's place in the view tree, as segments joined by `.`: structure
/// (`0`, `b`, `root` …) and identities (`k` and a `ForEach` element's id, `i` and an `.id(_:)`),
/// each made of ``segment(_:)``'s alphabet, `[A-Za-z0-9_-]`. Two things in one place (a label view
/// in its button's place) are told apart by a suffix, `:` and a number (``disambiguated(_:attempt:)``),
/// which no segment contains. A place deeper than ``compactionLength`` bytes is shortened to a
/// prefix and a hash of it (``bounded(_:)``), so that an id stays below ``maximumLength`` with room
/// for the fixed suffixes the built-in views add (`.delete`, `.title`, `.b12` …).
///
/// Every id the renderer makes is therefore ``isValid(_:)``: a server that takes only valid ids
/// takes every id its pages can send.
@_spi(Rendering)
public enum ElementID {
  /// The longest id, in bytes.
  public static let maximumLength = 512

  /// The length above which a place is shortened (``bounded(_:)``): the room between it and
  /// ``maximumLength`` is for the suffixes added to a place's id, all short constants.
  static let compactionLength = 384

  /// How many bytes of a long place a shortened id keeps, ahead of the hash (for people reading
  /// it: the hash alone tells the places apart).
  static let keptPrefixLength = 96

  /// Whether a byte may appear in an id: `[A-Za-z0-9_.:-]`.
  @inlinable
  public static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: ":"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// Whether `id` is an id: not empty, at most ``maximumLength`` bytes, of the allowed bytes only.
  public static func isValid(_ id: some StringProtocol) -> Bool {
    let bytes = id.utf8
    return !bytes.isEmpty && bytes.count <= Self.maximumLength && bytes.allSatisfy(Self.isAllowed)
  }

  /// A string made into one segment of an id: letters, digits and `-` stay, anything else
  /// becomes `_` and its code in hexadecimal, so that distinct strings stay distinct.
  static func segment(_ raw: String) -> String {
    var output = ""
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-":
        output.unicodeScalars.append(scalar)
      default:
        output += "_" + String(scalar.value, radix: 16) + "_"
      }
    }
    return output
  }

  /// The id of the `attempt`th thing (from 2) at the place `base`, when something else has the
  /// place's id already.
  static func disambiguated(_ base: String, attempt: Int) -> String {
    base + ":" + String(attempt)
  }

  /// The id of a place: the place itself, or, when it is longer than ``compactionLength``, its
  /// first bytes and a hash of the whole (the same in every process and render).
  static func bounded(_ place: String) -> String {
    guard place.utf8.count > Self.compactionLength else { return place }
    return String(decoding: place.utf8.prefix(Self.keptPrefixLength), as: UTF8.self) + ".h"
      + stableHash(place)
  }
}

/// A string made into one segment of an id (``ElementID/segment(_:)``).
func idSegment(_ raw: String) -> String {
  ElementID.segment(raw)
}

/// A hash of a string that is the same in every process (Swift's `hashValue` is seeded per
/// process), for identities that must not change between runs.
func stableHash(_ string: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in string.utf8 {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01B3
  }
  return String(hash, radix: 36)
}
