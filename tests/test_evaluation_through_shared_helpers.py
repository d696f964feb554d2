"""A forward in the loop of a helper that the training step shares (a NeRF's render-in-chunks
helper), run once more for a held-out view with grad on and never backpropagated: the finding
is reported at the helper's call that evaluates, where a `no_grad()` goes, not at the forward
inside the helper, which the training step needs with grad."""
from autograd_lint import lint_paths

PROGRAM = '''
import torch
import torch.nn as nn


def render(model, points, chunk=64):
    outputs = []
    for batch in points.split(chunk):
        outputs.append(model(batch))
    return torch.cat(outputs).mean(dim=-1)


def main():
    model = nn.Sequential(nn.Linear(3, 32), nn.ReLU(), nn.Linear(32, 4))
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-3)
    target, held_out = torch.randn(256), torch.randn(256, 3)
    for step in range(20):
        loss = nn.functional.mse_loss(render(model, torch.randn(256, 3)), target)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 10 == 0:
{display}
            print(float(nn.functional.mse_loss(preview, target)))


if __name__ == "__main__":
    main()
'''


def _lint(tmp_path, display: str):
    path = tmp_path / "nerf.py"
    path.write_text(PROGRAM.lstrip().replace("{display}", display))
    return lint_paths([str(path)], jobs=1).findings


def test_the_held_out_render_names_the_call_to_wrap(tmp_path):
    found = _lint(tmp_path, "            preview = render(model, held_out)")
    assert [(f.line, f.code) for f in found] == [(22, "AGL009")]
    assert "'render()' runs 'model'" in found[0].message
    assert [(r.line, r.note) for r in found[0].related] == [(8, "the network runs here")]


def test_the_held_out_render_under_no_grad(tmp_path):
    display = "            with torch.no_grad():\n                preview = render(model, held_out)"
    assert _lint(tmp_path, display) == []
