"""Output formats: json (stable schema), sarif (validated against the official 2.1.0 schema), github
annotations, --statistics and --output-file for every format."""
import json
import os
import shutil

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from autograd_lint.engine import lint_paths
from autograd_lint.reporters import FORMATS
from autograd_lint.reporters.github import escape_data, escape_property
from autograd_lint.reporters.sarif import document, text_edit
from autograd_lint.rules import ALL_RULES
from expectations import GAN_SOURCE as GAN

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")

SCHEMA_PATH = os.path.join(ROOT, "tests", "data", "sarif-schema-2.1.0.json")
REPEATED = '''import torch
w = torch.randn(3, requires_grad=True)
y = (w * 2).sum()
y.backward()
y.backward()
'''


@pytest.fixture(scope="module")
def validator():
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
        schema = json.load(handle)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def assert_valid(validator, data):
    errors = sorted(validator.iter_errors(data), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A small project in the working directory: fixable, unfixable, broken and notebook files."""
    monkeypatch.chdir(tmp_path)
    for name in ("agl001/bad_dcgan_script.py", "agl002/bad_ema_update.py",
                 "agl003/bad_two_layer_tutorial.py", "agl004/bad_zero_once_per_epoch.py",
                 "agl005/bad_rnn_hidden_carried.py", "agl001/good_dcgan_detach.py"):
        shutil.copy(os.path.join(FIXTURES, name), tmp_path / os.path.basename(name))
    (tmp_path / "gan.py").write_text(GAN)
    (tmp_path / "broken.py").write_text("import torch\ndef f(:\n")
    return tmp_path


# -- SARIF ------------------------------------------------------------------------------------------
def test_sarif_validates_and_carries_rule_metadata(project, run_cli, validator):
    code, out, _ = run_cli("--format", "sarif", ".")
    assert code == 1
    data = json.loads(out)
    assert_valid(validator, data)
    assert data["version"] == "2.1.0"
    run = data["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [r.code for r in ALL_RULES]
    first = rules[0]
    assert first["name"] == "GanMissingDetach"
    assert first["shortDescription"]["text"] == ALL_RULES[0].summary
    assert "### Why is this bad?" in first["help"]["markdown"]
    assert "Use instead" in first["help"]["text"]
    assert first["helpUri"].endswith("docs/rules.md#agl001-gan-missing-detach")
    assert first["defaultConfiguration"] == {"enabled": True, "level": "error"}
    notes = run["invocations"][0]["toolExecutionNotifications"]
    assert len(notes) == 1 and "cannot parse" in notes[0]["message"]["text"]
    results = run["results"]
    assert {r["ruleId"] for r in results} >= {"AGL001", "AGL002", "AGL003", "AGL004", "AGL005"}
    for result in results:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        assert location["region"]["startLine"] >= 1
    gan = next(r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]
               ["uri"] == "gan.py")
    assert gan["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 8, "startColumn": 18, "endLine": 8, "endColumn": 22}
    backward = next(r for r in gan["relatedLocations"]
                    if r["message"]["text"] == "backward of this update")
    assert backward["physicalLocation"]["region"] == {"startLine": 9}
    assert gan["fixes"][0]["artifactChanges"][0]["replacements"] == [{
        "deletedRegion": {"startLine": 8, "startColumn": 22, "endLine": 8, "endColumn": 22},
        "insertedContent": {"text": ".detach()"}}]
    agl005 = next(r for r in results if r["ruleId"] == "AGL005")
    assert "fixes" not in agl005


def _apply(text, replacement):
    """Apply one SARIF replacement (1-based line/column region) to text."""
    lines = [line + "\n" for line in text.split("\n")]  # SARIF lines of Python source end at \n
    region = replacement["deletedRegion"]

    def offset(line, col):
        return sum(len(x) for x in lines[:line - 1]) + col - 1

    start = offset(region["startLine"], region["startColumn"])
    end = offset(region["endLine"], region["endColumn"])
    return text[:start] + replacement["insertedContent"]["text"] + text[end:]


def test_sarif_fix_edits_reproduce_the_fixer(project, run_cli):
    """Each result's SARIF edit, applied alone, gives what applying that fix alone gives."""
    from autograd_lint.config import Config
    from autograd_lint.analysis import select_rules
    from autograd_lint.analysis import analyse
    from autograd_lint.fixer import apply_single_fix

    data = json.loads(run_cli("--format", "sarif", ".")[1])
    checked = 0
    for result in data["runs"][0]["results"]:
        if "fixes" not in result:
            continue
        path = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        text = open(path, encoding="utf-8").read()
        analysis = analyse(text, path, select_rules(Config()))
        region = result["locations"][0]["physicalLocation"]["region"]
        finding = next(f for f in analysis.findings
                       if (f.line, f.col + 1, f.code) == (region["startLine"],
                                                          region["startColumn"], result["ruleId"]))
        replacement = result["fixes"][0]["artifactChanges"][0]["replacements"][0]
        assert _apply(text, replacement) == apply_single_fix(analysis.module, finding)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("old, new", [
    ("a = f(x)\n", "a = f(x.detach())\n"),
    ("x\ny\nz\n", "x\nwith t:\n    y\nz\n"),
    ("x\ny", "x\nwith t:\n    y"),
    ("x\r\ny\r\n", "x\r\nw\r\ny\r\n"),
    ("for a in b:\n    c\n", "for a in b:\n    z()\n    c\n"),
])
def test_text_edit_round_trip(old, new):
    assert _apply(old, text_edit(old, new)) == new


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab \n\r(", max_size=30), st.text(alphabet="ab \n\r(", max_size=30))
def test_text_edit_round_trip_property(old, new):
    edit = text_edit(old, new)
    assert (edit is None) == (old == new)
    if edit is not None:
        assert _apply(old, edit) == new


def test_sarif_with_no_findings_and_notebooks_validates(tmp_path, monkeypatch, run_cli, validator):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ok.py").write_text("import torch\n")
    data = json.loads(run_cli("--format", "sarif", "ok.py")[1])
    assert_valid(validator, data)
    assert data["runs"][0]["results"] == []
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(GAN)]
    nbformat.write(nb, str(tmp_path / "gan.ipynb"))
    data = json.loads(run_cli("--format", "sarif", "gan.ipynb")[1])
    assert_valid(validator, data)
    result = data["runs"][0]["results"][0]
    assert result["properties"]["cell"] == 1 and result["message"]["text"].startswith("cell_1:8:18:")
    assert "region" not in result["locations"][0]["physicalLocation"]


def test_sarif_paths_outside_cwd_are_file_uris(tmp_path, monkeypatch, validator):
    (tmp_path / "gan.py").write_text(GAN)
    inner = tmp_path / "elsewhere"
    inner.mkdir()
    monkeypatch.chdir(inner)
    data = document(lint_paths([str(tmp_path / "gan.py")]))
    assert_valid(validator, data)
    uri = data["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert uri["uri"].startswith("file://") and "uriBaseId" not in uri


# -- GitHub -----------------------------------------------------------------------------------------
def test_github_annotations(project, run_cli):
    code, out, err = run_cli("--format", "github", "gan.py", "broken.py")
    assert code == 1
    assert out.splitlines() == [
        "::error file=gan.py,line=8,col=18,endLine=8,endColumn=22,title=AGL001 gan-missing-detach::"
        "'fake' from netG reaches the update of optD through netD; use fake.detach()",
        "::error file=broken.py,title=autograd-lint%3A file not checked::cannot parse: line 2:"
        + out.splitlines()[1].split("cannot parse: line 2:", 1)[1],
    ]


def test_github_escaping():
    assert escape_data("50% done\nnext\r") == "50%25 done%0Anext%0D"
    assert escape_property("a:b,c%") == "a%3Ab%2Cc%25"


# -- JSON -------------------------------------------------------------------------------------------
def test_json_schema_is_stable(project, run_cli):
    data = json.loads(run_cli("--format", "json", "gan.py", "broken.py")[1])
    assert set(data) == {"version", "tool", "findings", "errors", "summary"}
    assert set(data["findings"][0]) == {"path", "line", "col", "end_line", "end_col", "code",
                                        "message", "source", "related", "fix"}
    assert data["errors"][0]["path"] == "broken.py" and data["errors"][0]["internal"] is False
    assert data["summary"] == {"files": 2, "findings": 1, "errors": 1, "by_code": {"AGL001": 1}}


# -- --statistics, --output-file, exit codes, for every format ---------------------------------------
@pytest.mark.parametrize("fmt", FORMATS)
def test_output_file_and_statistics_for_every_format(project, run_cli, fmt):
    code, stdout, stderr = run_cli("--format", fmt, ".")
    code_file, out_empty, err_file = run_cli("--format", fmt, "--output-file", "report.out", ".")
    assert code == code_file == 1 and out_empty == ""
    assert open("report.out", encoding="utf-8").read() == stdout
    assert "broken.py: cannot parse" in err_file  # errors still reach the terminal
    code, with_stats, stats_err = run_cli("--format", fmt, "--statistics", ".")
    assert code == 1
    stats_line = "1      AGL002 inplace-param"
    if fmt == "text":
        assert with_stats.startswith(stdout) and stats_line in with_stats
    else:
        assert with_stats == stdout and stats_line in stats_err
        if fmt in ("json", "sarif"):
            json.loads(with_stats)
    assert run_cli("--format", fmt, "--exit-zero", ".")[0] == 0
    assert run_cli("--format", fmt, "good_dcgan_detach.py")[0] == 0
