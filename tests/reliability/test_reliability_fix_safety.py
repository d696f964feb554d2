"""Fixes never lose code: ``--fix`` writes through a temporary file in the same directory and an
atomic ``os.replace``; a failure at any step leaves the original file as it was (and no temporary
file behind); encoding, BOM, line endings and permissions are kept; a fix whose result does not
parse is refused and the file is not touched."""
import json
import os
import stat

import libcst as cst
import pytest

import autograd_lint.fix_files as fix_files
import autograd_lint.fixer as fixer
from autograd_lint.findings import Fix

GAN = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()  # the D loss
    lossD.backward()
    optD.step()
'''
GAN_FIXED = GAN.replace("netD(fake).mean()", "netD(fake.detach()).mean()")
INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)  # scale\n"
INPLACE_FIXED = ("import torch\nw = torch.randn(3, requires_grad=True)\n"
                 "with torch.no_grad():\n    w.mul_(2)  # scale\n")


def leftovers(directory) -> list[str]:
    return sorted(name for name in os.listdir(directory) if name.startswith(".autograd-lint-"))


def snapshot(path):
    info = os.stat(path)
    return path.read_bytes(), info.st_ino, info.st_mtime_ns, stat.S_IMODE(info.st_mode)


def test_fix_writes_a_temporary_file_then_renames_it(tmp_path, run_cli, monkeypatch):
    path = tmp_path / "gan.py"
    path.write_text(GAN)
    old_inode = os.stat(path).st_ino
    calls = []
    real_replace = os.replace

    def spy(src, dst):
        calls.append((os.fspath(src), os.fspath(dst), open(src, "rb").read()))
        return real_replace(src, dst)

    monkeypatch.setattr(fixer.os, "replace", spy)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 0 and out == ""
    assert path.read_text() == GAN_FIXED
    [(src, dst, data)] = calls
    assert os.path.dirname(src) == str(tmp_path)            # same directory: same file system
    assert os.path.basename(src).startswith(".autograd-lint-") and dst == str(path)
    assert data == GAN_FIXED.encode()                     # complete before the rename
    assert os.stat(path).st_ino != old_inode               # a new file took the name
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("step", ["mkstemp", "write", "fsync", "chmod", "replace"])
def test_a_failure_at_any_step_leaves_the_file_as_it_was(tmp_path, run_cli, monkeypatch, step):
    path = tmp_path / "gan.py"
    path.write_text(GAN)
    before = snapshot(path)

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if step == "mkstemp":
        monkeypatch.setattr(fixer.tempfile, "mkstemp", fail)
    elif step == "write":
        real_fdopen = os.fdopen

        class Broken:
            def __init__(self, handle):
                self.handle = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.handle.close()

            def write(self, data):
                self.handle.write(data[:10])  # a partial write, then the disk is full
                raise OSError(28, "No space left on device")

        def fdopen(fd, mode="r", *args, **kwargs):
            handle = real_fdopen(fd, mode, *args, **kwargs)
            return Broken(handle) if "w" in mode else handle

        monkeypatch.setattr(fixer.os, "fdopen", fdopen)
    else:
        monkeypatch.setattr(fixer.os, step, fail)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 1
    assert snapshot(path) == before                      # same bytes, same file, untouched
    assert leftovers(tmp_path) == []                     # the temporary file is removed
    assert f"{path}: not fixed: cannot write:" in err and "No space left on device" in err
    assert f"{path}:8:18: AGL001" in out                 # the finding is still reported


def test_keeps_latin1_cookie_bom_crlf_and_mode(tmp_path, run_cli):
    latin = tmp_path / "latin.py"
    latin.write_bytes(("# -*- coding: latin-1 -*-\n# caf\xe9\n" + INPLACE).encode("latin-1"))
    bom = tmp_path / "bom.py"
    bom.write_bytes(b"\xef\xbb\xbf" + ("# \u00e9t\u00e9\n" + INPLACE).encode("utf-8"))
    crlf = tmp_path / "crlf.py"
    crlf.write_bytes(INPLACE.replace("\n", "\r\n").encode())
    mixed = tmp_path / "mixed.py"
    mixed.write_bytes(b"import torch\r\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\r\n"
                      b"print(w)\n")
    modes = {latin: 0o644, bom: 0o600, crlf: 0o755, mixed: 0o640}
    for path, mode in modes.items():
        path.chmod(mode)
    code, out, err = run_cli("--no-cache", "--fix", str(tmp_path))
    assert (code, out) == (0, ""), err
    assert latin.read_bytes() == ("# -*- coding: latin-1 -*-\n# caf\xe9\n" + INPLACE_FIXED
                                  ).encode("latin-1")
    assert bom.read_bytes() == b"\xef\xbb\xbf" + ("# \u00e9t\u00e9\n" + INPLACE_FIXED).encode()
    assert crlf.read_bytes() == INPLACE_FIXED.replace("\n", "\r\n").encode()
    # Each line keeps its own ending; the inserted line takes the file's first one.
    assert mixed.read_bytes() == (b"import torch\r\nw = torch.randn(3, requires_grad=True)\n"
                                  b"with torch.no_grad():\r\n    w.mul_(2)\r\nprint(w)\n")
    for path, mode in modes.items():
        assert stat.S_IMODE(os.stat(path).st_mode) == mode, path
    assert leftovers(tmp_path) == []


def test_file_libcst_cannot_reproduce_is_not_fixed(tmp_path, run_cli):
    """libcst 1.9 drops the last line ending of a file that ends lines with a lone CR: writing its
    output would change more than the fix. The file is left as it is, and the refusal said."""
    import libcst

    text = INPLACE.replace("\n", "\r")
    assert libcst.parse_module(text).code != text  # the libcst behaviour guarded against
    path = tmp_path / "cr.py"
    path.write_bytes(text.encode())
    before = snapshot(path)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 1 and snapshot(path) == before
    assert f"{path}:3:1: AGL002" in out
    assert "not fixed: libcst does not reproduce this file exactly" in err


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to chown")
def test_root_fixing_a_users_file_keeps_its_owner(tmp_path, run_cli):
    path = tmp_path / "user.py"
    path.write_text(INPLACE)
    os.chown(path, 1234, 5678)
    assert run_cli("--no-cache", "--fix", str(path))[0] == 0
    assert path.read_text() == INPLACE_FIXED
    assert (os.stat(path).st_uid, os.stat(path).st_gid) == (1234, 5678)


def test_keeps_tabs(tmp_path, run_cli):
    path = tmp_path / "tabs.py"
    path.write_text("import torch\nw = torch.randn(3, requires_grad=True)\n"
                    "for _ in range(3):\n\tw.add_(1)\n\tprint(w)\n")
    assert run_cli("--no-cache", "--fix", str(path))[0] == 0
    fixed = path.read_text()
    assert fixed.splitlines()[3:] == ["\twith torch.no_grad():", "\t\tw.add_(1)", "\tprint(w)"]
    compile(fixed, str(path), "exec")  # no TabError: tabs and spaces are not mixed


def test_fix_through_a_symlink_keeps_the_link_and_the_target_mode(tmp_path, run_cli):
    target = tmp_path / "real.py"
    target.write_text(INPLACE)
    target.chmod(0o700)
    link = tmp_path / "link.py"
    os.symlink("real.py", link)
    assert run_cli("--no-cache", "--fix", str(link))[0] == 0
    assert os.path.islink(link) and os.readlink(link) == "real.py"
    assert target.read_text() == INPLACE_FIXED
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o700


def _broken_detach(argument, description):
    """A fix gone wrong: `netD(fake)` -> `netD(fake.lambda())`, which does not parse."""
    broken = cst.Call(func=cst.Attribute(value=argument, attr=cst.Name("lambda")))
    return Fix(description, replacements=((argument, broken),), safe=True)


def test_a_fix_that_does_not_parse_is_refused_and_nothing_is_written(
        tmp_path, run_cli, monkeypatch):
    import autograd_lint.rules.agl001_gan_missing_detach as agl001

    monkeypatch.setattr(agl001, "detach_argument", _broken_detach)
    gan = tmp_path / "gan.py"
    gan.write_text(GAN)
    other = tmp_path / "other.py"
    other.write_text(INPLACE)
    before = snapshot(gan)
    code, out, err = run_cli("--no-cache", "-j", "1", "--fix", str(tmp_path))
    assert code == 1
    assert snapshot(gan) == before                   # not one byte changed
    assert other.read_text() == INPLACE_FIXED        # the other file is still fixed
    assert f"{gan}:8:18: AGL001" in out              # and the finding is still reported
    line = next(line for line in err.splitlines() if line.startswith(f"{gan}: "))
    assert "not fixed: the fixes of AGL001 would produce code that does not parse" in line
    assert "file left unchanged, please report it" in line
    assert leftovers(tmp_path) == []
    code, out, err = run_cli("--no-cache", "-j", "1", "--diff", str(gan))
    assert code == 1 and out == "" and "would produce code that does not parse" in err


def test_a_refused_fix_keeps_the_other_fixes_of_the_same_file_out_too(
        tmp_path, run_cli, monkeypatch):
    """All fixes of a file are applied in one pass: when the result does not parse, the file is
    left exactly as it was rather than half-fixed."""
    import autograd_lint.rules.agl001_gan_missing_detach as agl001

    monkeypatch.setattr(agl001, "detach_argument", _broken_detach)
    path = tmp_path / "both.py"
    path.write_text(GAN + "w = torch.randn(3, requires_grad=True)\nw.mul_(2)\n")
    before = snapshot(path)
    code, _, err = run_cli("--no-cache", "-j", "1", "--fix", str(path))
    assert code == 1 and snapshot(path) == before and "does not parse" in err


def test_diff_writes_nothing(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN)
    before = snapshot(path)
    code, out, _ = run_cli("--no-cache", "--diff", str(path))
    assert code == 1 and "+    lossD = netD(fake.detach()).mean()  # the D loss" in out
    assert snapshot(path) == before and leftovers(tmp_path) == []


def test_notebook_fix_failure_leaves_the_notebook_as_it_was(tmp_path, run_cli, monkeypatch):
    notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "code", "id": "c1", "metadata": {}, "execution_count": 1, "outputs": [],
         "source": INPLACE.splitlines(keepends=True)}]}
    path = tmp_path / "nb.ipynb"
    path.write_text(json.dumps(notebook, indent=1))
    before = snapshot(path)

    def fail(*args, **kwargs):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(fixer.os, "replace", fail)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 1 and snapshot(path) == before and leftovers(tmp_path) == []
    assert f"{path}: not fixed: cannot write:" in err and "AGL002" in out
    monkeypatch.undo()
    assert run_cli("--no-cache", "--fix", str(path))[0] == 0
    cell = json.loads(path.read_text())["cells"][0]
    assert "".join(cell["source"]) == INPLACE_FIXED
    assert cell["execution_count"] == 1


def test_file_changed_to_unreadable_bytes_after_linting_is_not_fixed(tmp_path, run_cli,
                                                                     monkeypatch):
    """The fixer reads the file again: what it cannot decode, it does not write."""
    path = tmp_path / "gan.py"
    path.write_text(GAN)
    real_fix_file = fix_files.fix_file

    def edited_meanwhile(file, *args, **kwargs):
        path.write_bytes(GAN.encode() + b"# \xff\n")
        return real_fix_file(file, *args, **kwargs)

    monkeypatch.setattr(fix_files, "fix_file", edited_meanwhile)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 1 and path.read_bytes() == GAN.encode() + b"# \xff\n"
    assert f"{path}: cannot decode as utf-8" in err
