"""Issue 15: a repository must not steer the tool through its cache: the prune deletes only what
autograd-lint wrote and never follows a symlinked cache root; committed (forged) entries are
misses; an entry with a wrong-typed field is a miss, not a crash."""
import json
import os
import time

import pytest

from autograd_lint.cache import Cache, file_key, finding_from_dict, settings_key, tool_fingerprint
from autograd_lint.analysis import select_rules
from autograd_lint.engine import _with_layout, lint_paths

INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"


@pytest.fixture(autouse=True)
def own_secret(tmp_path, monkeypatch):
    monkeypatch.setenv("AUTOGRAD_LINT_CACHE_SECRET_FILE", str(tmp_path / "home" / "secret"))


def old_directory(parent, name=None):
    directory = parent / (name or "0123456789abcdef0123")
    directory.mkdir(parents=True)
    (directory / "precious.txt").write_text("keep me")
    hours_ago = time.time() - 3 * 3600
    os.utime(directory, (hours_ago, hours_ago))
    return directory


def test_a_symlinked_cache_root_is_never_followed(tmp_path, monkeypatch, run_cli):
    outside = tmp_path / "outside"
    victim = old_directory(outside)
    project = tmp_path / "project"
    project.mkdir()
    (project / "train.py").write_text(INPLACE)
    (project / ".autograd_lint_cache").symlink_to("../outside")  # committed to the repository
    monkeypatch.chdir(project)
    code, out, err = run_cli("train.py")
    assert code == 1 and "AGL002" in out
    assert (victim / "precious.txt").read_text() == "keep me"
    assert sorted(os.listdir(outside)) == [victim.name]  # nothing written there either


def test_the_prune_deletes_only_directories_autograd_lint_made(tmp_path, run_cli):
    shared = tmp_path / "shared"        # --cache-dir on a folder holding other things
    victim = old_directory(shared)
    (tmp_path / "train.py").write_text(INPLACE)
    run_cli("--cache-dir", str(shared), str(tmp_path / "train.py"))
    assert (victim / "precious.txt").read_text() == "keep me"


def attacker_entry(path, cache_dir, findings):
    """What a committed entry can be: the key is computable from public facts."""
    rules = select_rules()
    key = file_key(str(path), path.read_bytes(), _with_layout(settings_key(rules), str(path)))
    directory = cache_dir / tool_fingerprint()[:20]
    directory.mkdir(parents=True, exist_ok=True)
    payload = json.dumps({"findings": findings, "errors": []})
    for content in (payload, "0" * 64 + "\n" + payload):  # old layout, then a guessed MAC
        (directory / f"{key}.json").write_text(content)
        yield


def test_a_committed_cache_entry_neither_silences_nor_injects(tmp_path):
    path = tmp_path / "train.py"
    path.write_text(INPLACE)
    cache_dir = tmp_path / ".autograd_lint_cache"
    for _ in attacker_entry(path, cache_dir, []):
        result = lint_paths([str(path)], cache_dir=str(cache_dir), jobs=1)
        assert [f.code for f in result.findings] == ["AGL002"] and result.cached == 0
    clean = tmp_path / "clean.py"
    clean.write_text("import torch\n")
    fake = [{"line": 1, "col": 0, "code": "AGL001", "message": "injected"}]
    for _ in attacker_entry(clean, cache_dir, fake):
        result = lint_paths([str(clean)], cache_dir=str(cache_dir), jobs=1)
        assert result.findings == []


def test_entries_written_by_this_user_are_still_served(tmp_path):
    path = tmp_path / "train.py"
    path.write_text(INPLACE)
    cache_dir = str(tmp_path / "cache")
    cold = lint_paths([str(path)], cache_dir=cache_dir, jobs=1)
    warm = lint_paths([str(path)], cache_dir=cache_dir, jobs=1)
    assert warm.cached == 1 and warm.findings == cold.findings


@pytest.mark.parametrize("field, value", [("line", "3"), ("col", None), ("code", 7),
                                          ("related", [[1]]), ("fix", {"safe": "yes"}),
                                          ("cell", True), ("message", ["x"]), ("extra", 1)])
def test_a_wrong_typed_field_makes_the_entry_a_miss(field, value):
    good = {"line": 3, "col": 0, "code": "AGL002", "message": "m", "related": [], "fix": None}
    assert finding_from_dict(good, "a.py").line == 3
    with pytest.raises(TypeError):
        finding_from_dict({**good, field: value}, "a.py")


def test_a_well_formed_entry_with_a_wrong_type_does_not_crash_the_run(tmp_path):
    path = tmp_path / "train.py"
    path.write_text(INPLACE)
    cache_dir = tmp_path / "cache"
    lint_paths([str(path)], cache_dir=str(cache_dir), jobs=1)
    store = Cache(str(cache_dir))
    key = file_key(str(path), path.read_bytes(), _with_layout(settings_key(select_rules()), str(path)))
    payload = json.dumps({"findings": [{"line": "3", "col": 0, "code": "AGL002",
                                        "message": "m"}], "errors": []}).encode()
    with open(store._entry(key), "wb") as handle:
        handle.write(store._mac(key, payload).encode() + b"\n" + payload)
    result = lint_paths([str(path)], cache_dir=str(cache_dir), jobs=1)
    assert result.cached == 0 and [f.line for f in result.findings] == [3]
