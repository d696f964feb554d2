"""The docs: docs/rules.md is generated from the rule classes and current; the README's setup
snippets work as written; documented configuration (per-rule options included) is validated."""
import os
import re
import subprocess
import sys

import pytest

from autograd_lint.docs import fix_kind, render_rules, rule_markdown
from autograd_lint.rules import ALL_RULES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")

RULES_MD = os.path.join(ROOT, "docs", "rules.md")
README = os.path.join(ROOT, "README.md")


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def test_rules_md_is_current():
    assert os.path.exists(RULES_MD), "run `python -m autograd_lint.docs`"
    assert read(RULES_MD) == render_rules(), \
        "docs/rules.md is out of date: run `python -m autograd_lint.docs`"


def test_every_rule_documented_with_every_section():
    text = render_rules()
    for rule in ALL_RULES:
        section = rule_markdown(rule)
        assert section.rstrip("\n") + "\n" in text
        assert section.startswith(f"## {rule.code} {rule.name}\n")
        for heading in ("What it does", "Why is this bad?", "Example", "Use instead",
                        "Fix safety", "Runtime"):
            assert f"### {heading}\n" in section, (rule.code, heading)
        assert f"Default: **{'on' if rule.default_enabled else 'off'}" in section
        assert fix_kind(rule) in ("safe", "unsafe", "sometimes", "none")
        row = f"| [{rule.code}](#{rule.code.lower()}-{rule.name}) | {rule.name} |"
        assert row in text


def test_docs_module_check_and_write(tmp_path):
    out = tmp_path / "rules.md"
    run = lambda *args: subprocess.run([sys.executable, "-m", "autograd_lint.docs", *args],  # noqa: E731
                                       capture_output=True, text=True, timeout=60)
    assert run("--check", "--output", str(out)).returncode == 1
    assert run("--output", str(out)).returncode == 0
    assert out.read_text(encoding="utf-8") == render_rules()
    assert run("--check", "--output", str(out)).returncode == 0


def test_readme_keeps_its_first_commands():
    text = read(README)
    assert text.startswith("# autograd-lint\n\n```bash\npip install -e '.[dev]' && "
                           "autograd-lint fixtures/\npython -m pytest -q\n```\n")


def test_ci_installs_as_the_readme_says_and_runs_its_test_command():
    """.ci/run is what a fresh machine runs: README's install command, then README's tests."""
    install, test = re.match(r"# autograd-lint\n\n```bash\n(.*?) && .*?\n(.*?)\n```",
                             read(README)).groups()
    lines = [line.strip() for line in read(os.path.join(ROOT, ".ci", "run")).splitlines()
             if line.strip() and not line.startswith("#")]
    assert any(line.replace("python -m pip install -q", "pip install") == install
               for line in lines), install
    assert lines[-1] == test


def test_all_extra_has_no_test_tools():
    try:
        import tomllib
    except ModuleNotFoundError:
        import tomli as tomllib
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as handle:
        extras = tomllib.load(handle)["project"]["optional-dependencies"]
    assert extras["all"] == ["autograd-lint[runtime,notebooks,flake8,lsp]"]
    assert "autograd-lint[all,test]" in extras["dev"]
    assert not any(name.startswith("pytest") for name in extras["runtime"] + extras["lsp"])


def test_readme_precommit_rev_exists_here():
    import yaml

    configs = [yaml.safe_load(b) for b in _blocks(read(README), "yaml") if "repos:" in b]
    if not os.path.exists(os.path.join(ROOT, ".git")):
        pytest.skip("not a git checkout")
    for rev in {repo["rev"] for config in configs for repo in config["repos"]}:
        found = [subprocess.run(["git", "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"],
                                cwd=ROOT, capture_output=True, text=True).returncode == 0
                 for ref in (rev, f"origin/{rev}")]   # a clone may have main only as origin/main
        assert any(found), f"rev {rev!r} names nothing in this repository"


def test_readme_says_agl016_fixtures_are_not_reported_by_default(run_cli):
    code, out, _ = run_cli("--no-cache", os.path.join(FIXTURES, "agl016"))
    assert (code, out) == (0, "")
    assert "reported except AGL016's" in read(README)
    assert "AGL000" in read(README)
    assert not os.path.exists(os.path.join(ROOT, "graphviz-0.21-py3-none-any.whl"))


def test_readme_sections():
    text = read(README)
    for heading in ("## flake8", "## pre-commit", "## CI", "## Autofix", "## Notebooks",
                    "## Runtime checker", "## pytest plugin"):
        assert re.search(rf"^{re.escape(heading)}", text, re.M), heading
    assert "github/codeql-action/upload-sarif" in text
    assert "docs/rules.md" in text


def _blocks(text, language):
    return re.findall(rf"```{language}\n(.*?)```", text, re.S)


def test_readme_precommit_snippet_names_real_hooks():
    import yaml

    hooks = {h["id"] for h in yaml.safe_load(read(os.path.join(ROOT, ".pre-commit-hooks.yaml")))}
    configs = [yaml.safe_load(b) for b in _blocks(read(README), "yaml") if "repos:" in b]
    assert configs
    for config in configs:
        for repo in config["repos"]:
            for hook in repo["hooks"]:
                assert hook["id"] in hooks


def test_readme_workflow_is_valid_yaml_uploading_sarif():
    import yaml

    workflows = [yaml.safe_load(b) for b in _blocks(read(README), "yaml") if "jobs:" in b]
    assert workflows
    steps = [step for wf in workflows for job in wf["jobs"].values() for step in job["steps"]]
    assert any(str(step.get("uses", "")).startswith("github/codeql-action/upload-sarif")
               for step in steps)
    # the SARIF file comes from the action (tests/test_action.py runs its steps)
    assert any(step.get("with", {}).get("sarif-file") for step in steps)


def test_readme_toml_snippets_are_valid_config(tmp_path, run_cli):
    blocks = [b for b in _blocks(read(README), "toml") if "[tool.autograd-lint" in b]
    assert blocks
    for number, block in enumerate(blocks):
        directory = tmp_path / str(number)
        directory.mkdir()
        # Rules the README names before they ship (e.g. AGL016) must not fail this check.
        known = {rule.code for rule in ALL_RULES}
        block = re.sub(r"AGL\d{3}", lambda m: m.group(0) if m.group(0) in known else "AGL001", block)
        (directory / "pyproject.toml").write_text(block)
        code, out, err = run_cli("config", str(directory))
        assert code == 0, (block, err)
        # the example must not make a virtual environment get linted
        (directory / ".venv").mkdir()
        with open(os.path.join(FIXTURES, "agl001", "bad_dcgan_script.py"), encoding="utf-8") as f:
            (directory / ".venv" / "gan.py").write_text(f.read())
        code, out, err = run_cli("--no-cache", str(directory))
        assert ".venv" not in out, block


def test_rule_options_are_checked(tmp_path, run_cli):
    (tmp_path / "pyproject.toml").write_text("[tool.autograd-lint.rules.AGL001]\nnope = 1\n")
    code, _, err = run_cli("config", str(tmp_path))
    assert code == 2 and "unknown option 'nope'" in err
    (tmp_path / "pyproject.toml").write_text("[tool.autograd-lint.rules.AGL999]\nnope = 1\n")
    code, _, err = run_cli(str(tmp_path))
    assert code == 2 and "rules.AGL999: unknown rule code" in err


def test_declared_rule_options_validate_by_type(monkeypatch):
    from autograd_lint.config import ConfigError, check_rule_options

    class WithOptions:
        code = "AGL001"
        options = {"names": ["evaluate"], "strict": False, "limit": 3, "ratio": 0.5}

    check_rule_options({"AGL001": {"names": ["a", "b"], "strict": True, "limit": 4,
                                   "ratio": 1}}, [WithOptions])
    for bad in ({"names": "a"}, {"strict": 1}, {"limit": True}, {"ratio": "x"}, {"names": [1]}):
        with pytest.raises(ConfigError):
            check_rule_options({"AGL001": bad}, [WithOptions])


def test_readme_links_and_images_exist():
    text = read(README)
    for target in re.findall(r"\]\(((?:docs|fixtures)/[^)#]+)\)", text):
        if target == "docs/runtime.md":  # written by the runtime checker's docs
            continue
        assert os.path.exists(os.path.join(ROOT, target)), target
    images = re.findall(r"!\[[^\]]*\]\(([^)]+\.svg)\)", text)
    assert images
    for image in images:
        assert read(os.path.join(ROOT, image)).lstrip().startswith("<?xml")
