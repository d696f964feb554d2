"""The composite GitHub Action (action.yml): its inputs are the README workflow's, and its steps'
commands run as GitHub runs them (bash, the inputs substituted, GITHUB_ACTION_PATH set) in a fresh
virtual environment: install, SARIF report, annotations and the exit code that gates the job."""
import json
import os
import re
import subprocess
import sys

import pytest

yaml = pytest.importorskip("yaml")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAN = os.path.join(ROOT, "fixtures", "agl001", "bad_dcgan_script.py")


def load_action():
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def _substitute(text, inputs):
    return re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: inputs[m.group(1)], str(text))


def _enabled(step, inputs):
    condition = step.get("if")
    if condition is None:
        return True
    match = re.fullmatch(r"inputs\.([\w-]+) != ''", condition.strip())
    assert match, f"the test does not understand the condition {condition!r}"
    return inputs[match.group(1)] != ""


def test_action_is_composite_with_documented_inputs():
    action = load_action()
    assert action["runs"]["using"] == "composite"
    assert set(action["inputs"]) == {"paths", "args", "sarif-file"}
    for step in action["runs"]["steps"]:
        assert step["shell"] == "bash"
        assert "${{" not in step["run"]   # inputs reach the commands through env, never inlined


def test_readme_workflow_uses_the_action_with_its_inputs():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        blocks = re.findall(r"```yaml\n(.*?)```", handle.read(), re.S)
    workflows = [yaml.safe_load(b) for b in blocks if "jobs:" in b]
    steps = [s for wf in workflows for job in wf["jobs"].values() for s in job["steps"]]
    uses = [s for s in steps if re.fullmatch(r"[\w.-]+/autograd-lint@[\w.-]+", str(s.get("uses")))]
    assert uses, "the README workflow does not use the action"
    assert set(uses[0].get("with", {})) <= set(load_action()["inputs"])
    upload = [s for s in steps if str(s.get("uses", "")).startswith("github/codeql-action/upload")]
    assert upload and "always()" in upload[0].get("if", "")   # uploads even when findings fail


@pytest.mark.slow
def test_action_steps_install_lint_and_gate(tmp_path):
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "gan.py").write_text(open(GAN, encoding="utf-8").read())
    (repo / "data.py").write_text("import torch\nw = torch.zeros(3)\nw.data.add_(1)\n")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    env = {**os.environ, "GITHUB_ACTION_PATH": ROOT,
           "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    env.pop("PYTHONPATH", None)
    inputs = {**{k: str(v.get("default", "")) for k, v in load_action()["inputs"].items()},
              "args": "--extend-select AGL016", "sarif-file": "autograd-lint.sarif"}
    outcomes = []
    for step in load_action()["runs"]["steps"]:
        if not _enabled(step, inputs):
            continue
        step_env = {**env, **{k: _substitute(v, inputs) for k, v in step.get("env", {}).items()}}
        outcomes.append(subprocess.run(["bash", "-e", "-c", step["run"]], cwd=repo, env=step_env,
                                       capture_output=True, text=True, timeout=300))
    install, sarif, gate = outcomes
    assert install.returncode == 0, install.stderr
    assert os.path.realpath(os.path.dirname(subprocess.run(
        ["bash", "-c", "command -v autograd-lint"], env=env, capture_output=True,
        text=True).stdout.strip())) == os.path.realpath(venv / "bin")
    assert sarif.returncode == 0, sarif.stderr
    results = json.loads((repo / "autograd-lint.sarif").read_text())["runs"][0]["results"]
    assert {r["ruleId"] for r in results} == {"AGL001", "AGL016"}
    assert gate.returncode == 1
    assert "::error file=gan.py,line=40,col=19" in gate.stdout and "AGL016" in gate.stdout
