"""Issue 27: ``autograd-lint clean`` removes only a real directory that autograd-lint made, never
through a symbolic link (``LINK/``, with the slash shell completion adds, resolves to the target),
and says in one line why it refuses."""
import os

import pytest

GAN = "import torch\nw = torch.randn(3, requires_grad=True)\nw.add_(1)\n"


def make_cache(tmp_path, run_cli, name=".autograd_lint_cache"):
    (tmp_path / "gan.py").write_text(GAN)
    run_cli("--cache-dir", str(tmp_path / name), str(tmp_path / "gan.py"))
    assert (tmp_path / name / "CACHEDIR.TAG").is_file()
    return tmp_path / name


@pytest.mark.parametrize("slash", ["", "/"])
def test_clean_refuses_a_link_to_another_tools_cache(tmp_path, run_cli, slash):
    other = tmp_path / "pytest_cache"
    other.mkdir()
    (other / "CACHEDIR.TAG").write_text("Signature: 8a477f597d28d172789f06886806bc55\n")
    (other / "precious").write_text("keep me")
    (tmp_path / "LINK").symlink_to(other)
    code, out, err = run_cli("clean", "--cache-dir", str(tmp_path / "LINK") + slash)
    assert code == 2 and "symbolic link" in err and len(err.strip().splitlines()) == 1
    assert (other / "precious").read_text() == "keep me" and (tmp_path / "LINK").is_symlink()


@pytest.mark.parametrize("slash", ["", "/"])
def test_clean_refuses_a_link_even_to_an_autograd_lint_cache(tmp_path, run_cli, slash):
    cache = make_cache(tmp_path, run_cli)
    (tmp_path / "LINK").symlink_to(cache)
    code, _, err = run_cli("clean", "--cache-dir", str(tmp_path / "LINK") + slash)
    assert code == 2 and "symbolic link" in err and "Traceback" not in err
    assert cache.is_dir() and os.listdir(cache)


def test_clean_refuses_another_tools_cache_and_a_cache_holding_foreign_files(tmp_path, run_cli):
    other = tmp_path / "ruff_cache"
    other.mkdir()
    (other / "CACHEDIR.TAG").write_text("Signature: 8a477f597d28d172789f06886806bc55\n")
    code, _, err = run_cli("clean", "--cache-dir", str(other))
    assert code == 2 and "not an autograd-lint cache" in err and other.is_dir()
    cache = make_cache(tmp_path, run_cli)
    (cache / "notes.txt").write_text("mine")
    code, _, err = run_cli("clean", "--cache-dir", str(cache) + "/")
    assert code == 2 and "'notes.txt'" in err and (cache / "notes.txt").exists()


@pytest.mark.parametrize("slash", ["", "/"])
def test_clean_removes_a_real_cache_with_or_without_the_slash(tmp_path, run_cli, slash):
    cache = make_cache(tmp_path, run_cli)
    code, _, err = run_cli("clean", "--cache-dir", str(cache) + slash)
    assert code == 0 and "removed" in err and not cache.exists()
    code, _, err = run_cli("clean", "--cache-dir", str(cache) + slash)
    assert code == 0 and "no cache at" in err
