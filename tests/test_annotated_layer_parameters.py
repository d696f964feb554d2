"""A parameter annotated with a torch layer class (`conv: nn.Conv2d`) holds a layer of that
class, whatever the analysis could tell of the argument (a part found by `self.modules()`):
assigning a plain tensor to its `weight` raises TypeError, under no_grad too (AGL003; s40 i17,
a BN-folding export helper, was missed). Assigning an `nn.Parameter`, or to `.data`, is fine."""
from autograd_lint import lint_paths

PROGRAM = '''
import torch
from torch import nn


@torch.no_grad()
def fuse_conv_and_bn(conv: nn.Conv2d, bn: nn.BatchNorm2d) -> nn.Conv2d:
    w_conv = conv.weight.clone().view(conv.out_channels, -1)
    scale = bn.weight.div(torch.sqrt(bn.eps + bn.running_var))
    conv.weight = (w_conv * scale[:, None]).view(conv.weight.shape)
    return conv


class ConvBN(nn.Module):
    def __init__(self, c1, c2):
        super().__init__()
        self.conv = nn.Conv2d(c1, c2, 3, 1, 1, bias=False)
        self.bn = nn.BatchNorm2d(c2)

    def forward(self, x):
        return self.bn(self.conv(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(ConvBN(3, 8), ConvBN(8, 8))

    def forward(self, x):
        return self.body(x)

    def fuse(self):
        for m in self.modules():
            if isinstance(m, ConvBN):
                m.conv = fuse_conv_and_bn(m.conv, m.bn)
        return self


net = Net().eval().fuse()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_plain_tensor_assigned_to_an_annotated_layers_weight_is_agl003(tmp_path):
    assert _lint(tmp_path, PROGRAM) == [(9, "AGL003")]


def test_a_parameter_assigned_is_quiet(tmp_path):
    text = PROGRAM.replace(
        "    conv.weight = (w_conv * scale[:, None]).view(conv.weight.shape)",
        "    conv.weight = nn.Parameter((w_conv * scale[:, None]).view(conv.weight.shape))")
    assert _lint(tmp_path, text) == []
