"""Issue 27: ``--add-noqa`` never loses an edit and never changes a string. A file saved while it
runs is left alone (``changed during the run, not edited``); its line numbers come from the text
it edits; comments go where Python's tokenizer has line ends (not at a form feed, U+2028 or
``\\x1c`` inside a string), an existing ``# noqa`` is extended only in a comment; every other byte
stays. And a string that holds ``# noqa`` silences nothing."""
import pytest

from autograd_lint.add_noqa import NOT_EDITED, add_noqa
from autograd_lint.analysis import lint_source, lint_text, select_rules

HEAD = "import torch\nw = torch.randn(3, requires_grad=True)\n"


def relint(path, text):
    return lint_text(text, path, select_rules(None))[0]


def run(path):
    """Lint ``path``, then add the noqa comments (as the CLI does)."""
    found = relint(str(path), path.read_text(encoding="latin-1"))
    assert found, "the example must have a finding"
    return add_noqa(found, relint)


def test_an_edit_saved_while_it_runs_is_kept(tmp_path):
    path = tmp_path / "a.py"
    path.write_text(HEAD + "w.add_(1)\n")
    saved = (HEAD + "w.add_(2)  # the user's edit\n").encode()
    findings = relint(str(path), path.read_text())

    def saving_meanwhile(name, text):
        result = relint(name, text)
        path.write_bytes(saved)  # an editor's save between the read and the write
        return result

    outcome = add_noqa(findings, saving_meanwhile)
    assert [e.problem for e in outcome.errors] == [NOT_EDITED] and outcome.files == 0
    assert path.read_bytes() == saved


def test_line_numbers_come_from_the_text_it_edits(tmp_path):
    path = tmp_path / "a.py"
    path.write_text(HEAD + "w.add_(1)\n")
    stale = relint(str(path), path.read_text())  # line 3
    path.write_text("# two lines\n# added since\n" + HEAD + "w.add_(1)\nx = 1\n")
    outcome = add_noqa(stale, relint)
    assert outcome.lines == 1
    assert path.read_text().splitlines()[4:] == ["w.add_(1)  # noqa: AGL002", "x = 1"]


@pytest.mark.parametrize("separator", ["\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\x85", "\u2028",
                                       "\u2029"])
def test_characters_splitlines_splits_at_inside_strings_stay_and_shift_nothing(tmp_path, separator):
    source = (HEAD + f's = "a{separator}b"\n' + "w.add_(1)\n" + 'doc = """\nw.add_(2)\n"""\n'
              + "w.add_(3)\n")
    path = tmp_path / "a.py"
    path.write_bytes(source.encode())
    outcome = run(path)
    assert outcome.lines == 2 and not outcome.skipped
    expected = source.replace("w.add_(1)\n", "w.add_(1)  # noqa: AGL002\n").replace(
        "w.add_(3)\n", "w.add_(3)  # noqa: AGL002\n")
    assert path.read_bytes() == expected.encode()


def test_a_form_feed_line_does_not_move_later_comments_into_a_string(tmp_path):
    source = HEAD + "\x0c\n" + "w.add_(1)\n" + 'doc = """\n"""\n' + "w.add_(2)\n"
    path = tmp_path / "a.py"
    path.write_bytes(source.encode())
    run(path)
    assert path.read_bytes().decode() == source.replace("_(1)\n", "_(1)  # noqa: AGL002\n") \
        .replace("_(2)\n", "_(2)  # noqa: AGL002\n")


def test_noqa_text_inside_a_string_is_neither_rewritten_nor_obeyed(tmp_path):
    line = 'w.add_(len("# noqa: E501"))'
    source = HEAD + line + "\n"
    assert [f.code for f in lint_source(source)] == ["AGL002"]  # the string silences nothing
    path = tmp_path / "a.py"
    path.write_text(source)
    run(path)
    assert path.read_text() == HEAD + line + "  # noqa: AGL002\n"
    assert lint_source(path.read_text()) == []
    # a real noqa comment after such a string is the one extended
    path.write_text(HEAD + line + "  # keep # noqa: E501\n")
    run(path)
    assert path.read_text() == HEAD + line + "  # keep # noqa: AGL002, E501\n"


def test_a_file_noqa_line_inside_a_string_silences_nothing():
    source = HEAD + 'doc = """\n# autograd-lint: noqa\n"""\nw.add_(1)\n'
    assert [f.code for f in lint_source(source)] == ["AGL002"]
    assert lint_source("# autograd-lint: noqa\n" + source) == []


def test_every_other_byte_stays(tmp_path):
    """Latin-1 with its cookie, CRLF line ends, a form feed and trailing blanks: only the noqa
    comment is added."""
    source = ("# -*- coding: latin-1 -*-\r\n" + HEAD.replace("\n", "\r\n")
              + "s = 'caf\xe9'   \r\n\x0c\r\nw.add_(1)\r\n").encode("latin-1")
    path = tmp_path / "a.py"
    path.write_bytes(source)
    run(path)
    assert path.read_bytes() == source.replace(b"w.add_(1)\r\n", b"w.add_(1)  # noqa: AGL002\r\n")


def test_a_line_ending_after_a_backslash_or_inside_a_string_is_reported(tmp_path, run_cli):
    source = HEAD + "w.add_(1 + \\\n       2)\n"
    path = tmp_path / "a.py"
    path.write_text(source)
    code, _, err = run_cli("--no-cache", "--add-noqa", str(path))
    assert code == 1 and "a.py:3:1: AGL002 no noqa added" in err and path.read_text() == source


def test_the_cli_reports_a_file_changed_during_the_run(tmp_path, run_cli, monkeypatch):
    import autograd_lint.add_noqa as module

    path = tmp_path / "a.py"
    path.write_text(HEAD + "w.add_(1)\n")
    real = module.decode_source

    def saving_meanwhile(raw):
        path.write_text(HEAD + "w.add_(5)\n")
        return real(raw)

    monkeypatch.setattr(module, "decode_source", saving_meanwhile)
    code, _, err = run_cli("--no-cache", "--add-noqa", str(path))
    assert code == 1 and f"{path}: changed during the run, not edited" in err
    assert path.read_text() == HEAD + "w.add_(5)\n"
