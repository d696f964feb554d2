"""Issue 27: ``--output-format sarif`` over a file name that is not UTF-8 (bytes in a POSIX path,
held as surrogate escapes): no crash, the name's bytes percent-encoded in the URIs (RFC 3986)."""
import json
import os
import sys

import pytest

INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.add_(1)\n"


@pytest.mark.skipif(sys.platform != "linux", reason="bytes file names")
def test_sarif_percent_encodes_the_bytes_of_a_name_that_is_not_utf8(
        tmp_path, run_cli, monkeypatch):
    folder = os.fsencode(str(tmp_path)) + b"/d\xff"
    os.mkdir(folder)
    for name in (b"/g\xe9.py", b"/bad\xe9.py"):
        with open(folder + name, "wb") as handle:
            handle.write(INPLACE.encode() if name.startswith(b"/g") else b"import torch\nx = (\n")
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("--no-cache", "--output-format", "sarif", ".")
    assert code == 1 and "Traceback" not in err
    assert "\\udc" not in out  # no lone surrogate escape anywhere in the document
    run = json.loads(out)["runs"][0]
    [result] = run["results"]
    artifact = result["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact == {"uri": "d%FF/g%E9.py", "uriBaseId": "%SRCROOT%"}
    [notice] = run["invocations"][0]["toolExecutionNotifications"]
    assert notice["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "d%FF/bad%E9.py"
    assert "d\\xff/bad\\xe9.py: cannot parse" in notice["message"]["text"]
