"""A call cut by the depth limit is unknown, and an unknown call may backpropagate, so a network's
forward that reaches one is not taken for an evaluation. When the code the cut function reaches
can be read and names nothing that differentiates or steps (a spline warp made of tensor calls
and helpers of its own module, five calls down a generator's forward), that is known, not
assumed (firattamur/WarpGAN-PyTorch `test.py`: `warpgan_G.eval()` then the generator run with
grad on was missed). A helper that does backpropagate, or calls what it was handed, stays a
call that may train when cut; a function's first call in a grad mode is followed past the limit,
and what it was handed is then known."""
from autograd_lint import lint_paths

WARP = '''
import torch

from .spline import interpolate


def _grid(height, width):
    ys, xs = torch.meshgrid(torch.arange(height), torch.arange(width), indexing="ij")
    return torch.stack([ys, xs], dim=-1).float()


def dense_warp(image, flow):
    grid = _grid(image.shape[-2], image.shape[-1])
    return image + interpolate(grid, flow).mean()
'''

SPLINE = '''
import torch


def _phi(r):
    return r * torch.log(r + 1e-6)


def _solve(points, values):
    return torch.linalg.lstsq(_phi(points), values).solution


def interpolate(points, values):
    weights = _solve(points.flatten(0, 1), values.flatten(0, 1))
    return _phi(points).matmul(weights)
'''

MODELS = '''
import torch
import torch.nn as nn

from .warp import dense_warp


class Controller(nn.Module):
    def __init__(self):
        super().__init__()
        self.flow = nn.Linear(8, 2)

    def forward(self, image):
        return self.render(image)

    def render(self, image):
        return self.apply_flow(image)

    def apply_flow(self, image):
        return dense_warp(image, self.flow(image.flatten(1)).view(-1, 1, 1, 2).expand(-1, 2, 4, 2))


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.controller = Controller()

    def forward(self, image):
        return self.controller(image)


class Generator(nn.Module):
    def __init__(self):
        super().__init__()
        self.decoder = Decoder()

    def forward(self, image):
        return self.decoder(image)
'''

DEMO = '''
import torch

from .models import Generator

if __name__ == "__main__":
    generator = Generator()
    generator.load_state_dict(torch.load("last.pth"))
    generator.eval()
    photo = torch.rand(3, 1, 2, 4)
    caricature = generator(photo)
    print(caricature.detach().numpy().shape)
'''


def _lint(tmp_path, spline: str = SPLINE) -> list[tuple[str, int, str]]:
    package = tmp_path / "warpgan"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in (("warp", WARP), ("spline", spline), ("models", MODELS), ("demo", DEMO)):
        (package / f"{name}.py").write_text(text.lstrip())
    result = lint_paths([str(package / "demo.py")])
    return sorted((f.path.rsplit("/", 1)[-1], f.line, f.code) for f in result.findings)


def test_an_evaluation_through_deep_tensor_helpers_is_reported(tmp_path):
    assert _lint(tmp_path) == [("demo.py", 10, "AGL009")]


def test_a_deep_helper_that_differentiates_keeps_it_quiet(tmp_path):
    # (an input-gradient step inside the forward, as an attack or a saliency map takes)
    spline = SPLINE.replace("    return _phi(points).matmul(weights)",
                            "    out = _phi(points).matmul(weights)\n"
                            "    (gradient,) = torch.autograd.grad(out.sum(), points)\n"
                            "    return out + gradient.sum()")
    assert _lint(tmp_path, spline) == []


def test_a_deep_helper_calling_its_default_helper_is_followed_there(tmp_path):
    # (followed the first time it runs with grad on, past the depth limit: what it was handed is
    # its default, `_solve`, which trains nothing)
    spline = SPLINE.replace("def interpolate(points, values):",
                            "def interpolate(points, values, solve=_solve):") \
        .replace("weights = _solve(", "weights = solve(")
    assert _lint(tmp_path, spline) == [("demo.py", 10, "AGL009")]
