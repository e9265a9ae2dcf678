"""Reading CR files: byte-order marks, strict UTF-8, Windows-1252, line ends, and the bytes actually read."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest
from cr_helpers import EDITIONS, FIXTURES, REAL
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.cr.encoding import decode, line_ends, read_limited
from judge_cli.cr.parser import read_cr_file
from judge_cli.errors import InputError


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_each_real_excerpt_is_read_in_its_own_encoding(name):
    effective, encoding, ends, _phrase, _pre = EDITIONS[name]
    edition = read_cr_file(REAL / name)
    assert (edition.key, edition.encoding, edition.line_ends) == (effective, encoding, ends)
    # the curly quotes and dashes of the later editions come out as the characters they are
    text = "\n".join(rule.text for rule in edition.rules.values())
    assert "â€" not in text and "\ufffd" not in text and "\x00" not in text


def test_the_same_text_in_four_encodings_reads_the_same():
    """Contrast: only the encoding changes, the edition does not (and the summary says which was used)."""
    text = (REAL / "2018-10-05.txt").read_bytes().decode("cp1252")
    assert "’" in text
    variants = {
        "UTF-8": text.encode("utf-8"),
        "UTF-8 with BOM": codecs.BOM_UTF8 + text.encode("utf-8"),
        "UTF-16 LE with BOM": codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
        "UTF-16 BE with BOM": codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
        "Windows-1252": text.encode("cp1252"),
    }
    for name, raw in variants.items():
        decoded, used = decode(raw, "x.txt")
        assert (decoded, used) == (text, name)


def test_a_latin_1_file_is_read_as_windows_1252():
    text, encoding = decode((FIXTURES / "latin1.txt").read_bytes(), "latin1.txt")
    assert encoding == "Windows-1252" and "100.1. Café rule." in text


def test_a_damaged_utf8_file_is_refused_not_garbled():
    """Contrast with the Windows-1252 file: one stray byte in UTF-8 text is refused, naming byte and line."""
    with pytest.raises(InputError) as caught:
        read_cr_file(FIXTURES / "broken-utf8.txt")
    assert "most of the file is UTF-8" in caught.value.message and caught.value.line == 7


@pytest.mark.parametrize(
    ("raw", "message"),
    [(b"Magic\x00\x00rules", "binary file"), (b"Magic \x01\x02 rules", r"control character U\+0001"),
     (b"Magic \x81 rules", "nor Windows-1252"), (codecs.BOM_UTF8 + b"Magic \xff", "not valid UTF-8 with BOM"),
     (codecs.BOM_UTF16_LE + b"M\x00a", "not valid UTF-16 LE with BOM")],
)
def test_what_is_not_text_is_refused(raw, message):
    with pytest.raises(InputError, match=message):
        decode(raw, "x.txt")


@pytest.mark.parametrize(("text", "ends"), [("a\r\nb\r\n", "CRLF"), ("a\rb\r", "CR"), ("a\nb", "LF"),
                                            ("a\rb\rc\r\n", "CR+CRLF"), ("ab", "")])
def test_line_ends_are_named(text, ends):
    assert line_ends(text) == ends


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this system")
def test_an_endless_file_is_refused_by_the_bytes_read():
    with pytest.raises(InputError, match="larger than 1 MB"):
        read_limited(Path("/dev/zero"), "/dev/zero", limit=1024 * 1024)


def test_a_huge_sparse_file_is_refused_without_reading_it_all(tmp_path, monkeypatch):
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as stream:
        stream.truncate(1024 ** 3)  # 1 GB that costs no disk
    read = []
    real_open = type(huge).open

    def counting_open(self, *args, **kwargs):
        handle = real_open(self, *args, **kwargs)
        original = handle.read
        handle.read = lambda size=-1: read.append(size) or original(size)
        return handle

    monkeypatch.setattr(type(huge), "open", counting_open)
    with pytest.raises(InputError, match="larger than 20 MB"):
        read_cr_file(huge)
    assert read == [20 * 1024 * 1024 + 1]


# --- properties ------------------------------------------------------------------------------------------

TEXT = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=200)


@settings(max_examples=200)
@given(TEXT, st.sampled_from([("utf-8", codecs.BOM_UTF8), ("utf-16-le", codecs.BOM_UTF16_LE),
                              ("utf-16-be", codecs.BOM_UTF16_BE)]))
def test_a_byte_order_mark_always_wins(text, codec):
    name, bom = codec
    assert decode(bom + text.encode(name), "x.txt")[0] == text


@settings(max_examples=300)
@given(st.binary(max_size=300))
def test_decoding_is_never_silently_wrong(raw):
    """Whatever bytes come in, the text given back encodes to exactly those bytes in the encoding named."""
    try:
        text, encoding = decode(raw, "x.txt")
    except InputError:
        return
    codec, bom = {"UTF-8": ("utf-8", b""), "Windows-1252": ("cp1252", b""),
                  "UTF-8 with BOM": ("utf-8", codecs.BOM_UTF8),
                  "UTF-16 LE with BOM": ("utf-16-le", codecs.BOM_UTF16_LE),
                  "UTF-16 BE with BOM": ("utf-16-be", codecs.BOM_UTF16_BE),
                  "UTF-32 LE with BOM": ("utf-32-le", codecs.BOM_UTF32_LE),
                  "UTF-32 BE with BOM": ("utf-32-be", codecs.BOM_UTF32_BE)}[encoding]
    assert bom + text.encode(codec) == raw
