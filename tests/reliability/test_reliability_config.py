"""Config robustness: a malformed pyproject.toml, an unknown rule code (select, ignore,
per-file-ignores...), an unknown key or a value of the wrong type is one clear message and exit 2,
before any file is read or written: nothing is half-applied."""
import copy

import pytest

from autograd_lint.config import Config, ConfigError, apply_settings, load_config
from autograd_lint.engine import lint_paths

INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"

BAD_CONFIGS = {
    # name: (pyproject.toml content, words the message must contain)
    "invalid_toml": (b'[tool.autograd-lint]\nselect = ["AGL001"\n', "invalid TOML"),
    "not_utf8": (b'[tool.autograd-lint]\nselect = ["AGL\xff"]\n', "not UTF-8"),
    "deep_toml": (b"a = " + b"[" * 50_000 + b"]" * 50_000 + b"\n", "invalid TOML"),
    "tool_not_table": (b"tool = 3\n", "[tool] must be a table"),
    "section_not_table": (b'[tool]\nautograd-lint = "AGL001"\n', "expected a table"),
    "unknown_key": (b'[tool.autograd-lint]\nignore = ["AGL001"]\nslect = ["AGL001"]\n',
                    "unknown setting(s): slect"),
    "unknown_select": (b'[tool.autograd-lint]\nselect = ["AGL001", "AGL999"]\n', "'AGL999'"),
    "unknown_ignore": (b'[tool.autograd-lint]\nignore = ["XYZ1"]\n', "'XYZ1'"),
    "unknown_extend_select": (b'[tool.autograd-lint]\nextend-select = ["AGL0999"]\n', "'AGL0999'"),
    "unknown_extend_ignore": (b'[tool.autograd-lint]\nextend-ignore = ["agl001"]\n', "'agl001'"),
    "empty_code": (b'[tool.autograd-lint]\nselect = [""]\n', "unknown rule code"),
    "unknown_per_file_code": (b'[tool.autograd-lint.per-file-ignores]\n"*.py" = ["AGL999"]\n',
                              "per-file-ignores '*.py': unknown rule code or prefix: 'AGL999'"),
    "select_not_list": (b"[tool.autograd-lint]\nselect = 1\n", "select: expected a list"),
    "exclude_numbers": (b"[tool.autograd-lint]\nexclude = [1, 2]\n", "exclude: expected a list"),
    "per_file_not_table": (b'[tool.autograd-lint]\nper-file-ignores = ["x"]\n',
                           "per-file-ignores must be a table"),
    "per_file_codes_not_list": (b'[tool.autograd-lint.per-file-ignores]\n"x.py" = 3\n',
                                "per-file-ignores.x.py: expected a list"),
    "rules_not_table": (b"[tool.autograd-lint]\nrules = 3\n", "rules must be a table"),
    "rule_options_not_table": (b"[tool.autograd-lint.rules]\nAGL009 = 3\n",
                               "rules must be a table"),
    "unknown_rule_table": (b"[tool.autograd-lint.rules.AGL999]\nx = 1\n",
                           "rules.AGL999: unknown rule code"),
    "unknown_rule_option": (b"[tool.autograd-lint.rules.AGL009]\nstrict = true\n",
                            "rules.AGL009: unknown option 'strict'"),
}


@pytest.mark.parametrize("name", sorted(BAD_CONFIGS))
@pytest.mark.parametrize("fix", [False, True], ids=["lint", "fix"])
def test_bad_config_is_exit_2_and_nothing_is_linted_or_written(tmp_path, run_cli, name, fix):
    content, words = BAD_CONFIGS[name]
    (tmp_path / "pyproject.toml").write_bytes(content)
    source = tmp_path / "train.py"
    source.write_text(INPLACE)
    args = ["--no-cache", str(tmp_path)] + (["--fix"] if fix else [])
    code, out, err = run_cli(*args)
    assert code == 2
    assert out == ""                                   # nothing linted, nothing reported
    assert source.read_text() == INPLACE               # nothing fixed
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("autograd-lint: configuration error: ")
    assert words in lines[0]
    if name not in ("unknown_select", "unknown_ignore", "unknown_extend_select",
                    "unknown_extend_ignore", "empty_code"):
        assert "pyproject.toml" in lines[0]            # says which file
    assert not (tmp_path / ".autograd_lint_cache").exists()
    assert run_cli("config", str(tmp_path))[0] == 2


def test_bad_config_through_the_api_raises_config_error(tmp_path):
    for name, (content, words) in BAD_CONFIGS.items():
        (tmp_path / "pyproject.toml").write_bytes(content)
        with pytest.raises(ConfigError, match=None) as exc:
            config = load_config(start=str(tmp_path))
            lint_paths([str(tmp_path)], config=config)
        assert words in str(exc.value), name


@pytest.mark.parametrize("settings", [
    {"ignore": ["AGL001"], "exclude": ["x"], "slect": ["AGL001"]},
    {"ignore": ["AGL001"], "exclude": ["x"], "select": 3},
    {"ignore": ["AGL001"], "per-file-ignores": {"a.py": ["AGL002"], "b.py": 3}},
    {"select": ["AGL002"], "rules": {"AGL009": {}, "AGL010": 3}},
])
def test_a_bad_setting_applies_none_of_the_others(settings):
    config = Config()
    before = copy.deepcopy(config)
    with pytest.raises(ConfigError):
        apply_settings(config, settings, origin="pyproject.toml [tool.autograd-lint]")
    assert config == before


def test_good_settings_next_to_the_bad_one_are_not_used(tmp_path, run_cli):
    """`ignore = ["AGL002"]` would make the run clean; with a bad key beside it, the run stops."""
    (tmp_path / "train.py").write_text(INPLACE)
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nignore = ["AGL002"]\n')
    assert run_cli("--no-cache", str(tmp_path))[0] == 0
    (tmp_path / "pyproject.toml").write_text(
        '[tool.autograd-lint]\nignore = ["AGL002"]\nexclude = 5\n')
    assert run_cli("--no-cache", str(tmp_path))[0] == 2


@pytest.mark.parametrize("args, words", [
    (["--select", "AGL999"], "'AGL999'"),
    (["--ignore", "AGL001,NOPE"], "'NOPE'"),
    (["--extend-select", "AGL0"], None),            # a prefix: valid
    (["--config", "missing.toml"], "no such file"),
    (["--config", "."], "cannot read"),
])
def test_command_line_codes_and_config_file(tmp_path, run_cli, monkeypatch, args, words):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "train.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", *args, "train.py")
    if words is None:
        assert code == 1 and "AGL002" in out
    else:
        assert code == 2 and out == "" and words in err


def test_no_config_and_unrelated_pyproject_are_fine(tmp_path, run_cli):
    (tmp_path / "train.py").write_text(INPLACE)
    assert run_cli("--no-cache", str(tmp_path))[0] == 1
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.black]\nline = 1\n')
    assert run_cli("--no-cache", str(tmp_path))[0] == 1
    (tmp_path / "pyproject.toml").write_text("")
    assert run_cli("--no-cache", str(tmp_path))[0] == 1


def test_files_outside_the_config_root_are_linted(tmp_path, run_cli, monkeypatch):
    """The default excludes ('build', 'env', 'site-packages'...) match below the directory named,
    not the directories above it: with the settings of another project (--config), a checkout under
    ~/build/env/ is still linted, and its own build/ directory still skipped."""
    checkout = tmp_path / "build" / "env" / "project"
    (checkout / "build").mkdir(parents=True)
    (checkout / "train.py").write_text(INPLACE)
    (checkout / "build" / "generated.py").write_text(INPLACE)
    settings = tmp_path / "settings"
    settings.mkdir()
    (settings / "pyproject.toml").write_text('[tool.autograd-lint]\nignore = ["AGL004"]\n')
    monkeypatch.chdir(tmp_path)
    for target in (str(checkout), "build/env/project", "build/env/project/"):
        code, out, _ = run_cli("--no-cache", "--config", str(settings / "pyproject.toml"), target)
        assert code == 1 and out.count("AGL002") == 1 and "generated" not in out, target
