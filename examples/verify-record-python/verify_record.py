#!/usr/bin/env python3
"""Verifies an export of a SignalDesk track record with Python's standard library alone.

    python3 verify_record.py track-record-chain.json [--head SEQUENCE:HASH ...]
    python3 verify_record.py https://signals.example.com/api/public/track-record/export

An independent check of the rules in docs/verify-record.md: each event's content hash is SHA-256 of its content
written as RFC 8785 canonical JSON (the JSON Canonicalization Scheme), each link hash is SHA-256 of the previous link's
hex followed by the content hash's hex, the events are numbered 1, 2, 3... without a gap, and every published head (and
every head given with --head) is the link at its sequence. Prints OK with the head, or the first broken link, and
exits 1. Time-stamps on the heads are checked with `openssl ts -verify` (docs/verify-record.md).

Python's json.dumps(sort_keys=True) is not RFC 8785: it writes 1.234e-05 where JavaScript writes 0.00001234, escapes
accents unless told not to, and sorts keys by code point rather than by UTF-16 code unit. The functions below write
what RFC 8785 asks for.
"""

import hashlib
import json
import math
import struct
import sys
import urllib.request

GENESIS_HASH = "0" * 64
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def canonical_number(value):
    """A number as ECMAScript's Number.prototype.toString writes it (RFC 8785 section 3.2.2.3)."""
    number = float(value)
    if math.isnan(number) or math.isinf(number):
        raise ValueError("Non-finite numbers have no JSON")
    if number == 0:
        return "0"
    sign = "-" if number < 0 else ""
    # repr gives the shortest digits that read back as the same double, as ECMAScript does.
    mantissa, _, exponent = repr(abs(number)).partition("e")
    whole, _, fraction = mantissa.partition(".")
    if fraction == "0":
        fraction = ""
    all_digits = whole + fraction
    digits = all_digits.lstrip("0")
    # The value is 0.<digits> times ten to the power n.
    n = len(whole) + int(exponent or 0) - (len(all_digits) - len(digits))
    digits = digits.rstrip("0")
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    power = n - 1
    written_power = ("+" if power >= 0 else "-") + str(abs(power))
    if k == 1:
        return sign + digits + "e" + written_power
    return sign + digits[0] + "." + digits[1:] + "e" + written_power


def canonical_string(text):
    """A string as RFC 8785 section 3.2.2.2 writes it: only what JSON must escape, the rest as itself."""
    out = ['"']
    for char in text:
        code = ord(char)
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:
            out.append("\\u%04x" % code)
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def _utf16_units(key):
    return key.encode("utf-16-be", "surrogatepass")


def canonical_json(value):
    """RFC 8785: members sorted by their names' UTF-16 code units, no whitespace."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return canonical_number(value)
    if isinstance(value, str):
        return canonical_string(value)
    if isinstance(value, list):
        return "[" + ",".join(canonical_json(item) for item in value) + "]"
    if isinstance(value, dict):
        keys = sorted(value, key=_utf16_units)
        return "{" + ",".join(canonical_string(key) + ":" + canonical_json(value[key]) for key in keys) + "}"
    raise TypeError("not a JSON value: %r" % (value,))


def sha256_hex(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def verify(export, extra_heads=()):
    """Answers (True, events, head) or (False, sequence, problem) for the first broken link."""
    previous_hash = GENESIS_HASH
    hashes = {}
    events = export.get("events") or []
    for index, event in enumerate(events):
        sequence = event.get("sequence")
        if sequence != index + 1:
            return False, sequence, "expected event %d here, found %s" % (index + 1, sequence)
        if event.get("prevHash") != previous_hash:
            return False, sequence, "its previous hash is not the link before it"
        content = event.get("content")
        if content is not None:
            if content.get("sequence") != sequence:
                return False, sequence, "its content names another sequence"
            if sha256_hex(canonical_json(content)) != event.get("contentHash"):
                return False, sequence, "its content does not match its hash"
        if sha256_hex(event["prevHash"] + event["contentHash"]) != event.get("hash"):
            return False, sequence, "its link hash is wrong"
        hashes[sequence] = event["hash"]
        previous_hash = event["hash"]
    heads = ([export["head"]] if export.get("head") else []) + list(export.get("heads") or []) + list(extra_heads)
    for head in heads:
        found = hashes.get(head["sequence"])
        if found != head["hash"]:
            problem = "a published head is past the end of the chain" if found is None else "a published head differs"
            return False, head["sequence"], problem
    last = events[-1] if events else None
    return True, len(events), (last["sequence"], last["hash"]) if last else None


def _load(location):
    if location.startswith(("http://", "https://")):
        with urllib.request.urlopen(location) as response:
            return json.load(response)
    with open(location, encoding="utf-8") as file:
        return json.load(file)


def main(argv):
    if not argv or len(argv) % 2 == 0:
        print("Usage: verify_record.py <export file or URL> [--head SEQUENCE:HASH ...]", file=sys.stderr)
        return 2
    extra = []
    for flag, value in zip(argv[1::2], argv[2::2]):
        sequence, _, hash_hex = value.partition(":")
        if flag != "--head" or not sequence.isdigit() or not hash_hex:
            print("A head you kept is given as --head SEQUENCE:HASH", file=sys.stderr)
            return 2
        extra.append({"sequence": int(sequence), "hash": hash_hex})
    verdict = verify(_load(argv[0]), extra)
    if verdict[0]:
        head = "head %d %s" % verdict[2] if verdict[2] else "no events yet"
        print("OK: %d events, %s" % (verdict[1], head))
        return 0
    print("BROKEN at event %s: %s" % (verdict[1], verdict[2]))
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
