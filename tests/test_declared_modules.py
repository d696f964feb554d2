"""A parameter annotated as a torch module (`encoder: nn.Module`) holds a module even when the
caller passes what the analysis cannot read (`eval(args.backbone)()`, a loaded object): setting
`requires_grad` on it freezes nothing (AGL012). Without the annotation it stays unknown."""
import textwrap

from autograd_lint import lint_source

HEAD = "import torch\nimport torch.nn as nn\n"

PROBE = '''
class LinearProbe(nn.Module):
    def __init__(self, encoder: ANNOTATION, feature_dim: int, n_classes: int):
        super().__init__()
        self.enc = encoder
        self.lin = nn.Linear(feature_dim, n_classes)

    def forward(self, x):
        return self.lin(self.enc(x))


def finetune(args):
    backbone = eval(args.backbone)
    model = LinearProbe(backbone(), feature_dim=512, n_classes=10)
    FREEZE
    return torch.optim.SGD(model.parameters(), lr=0.1)
'''


def codes(annotation: str, freeze: str) -> list[tuple[int, str]]:
    source = PROBE.replace("ANNOTATION", annotation).replace("FREEZE", freeze)
    return sorted((f.line, f.code) for f in lint_source(HEAD + textwrap.dedent(source), "t.py"))


def test_requires_grad_on_a_declared_module_is_reported():
    assert codes("nn.Module", "model.enc.requires_grad = False") == [(17, "AGL012")]
    assert codes("torch.nn.Module", "model.enc.requires_grad = False") == [(17, "AGL012")]


def test_freezing_a_declared_module_properly_is_fine():
    assert codes("nn.Module", "model.enc.requires_grad_(False)") == []


def test_an_undeclared_unknown_stays_quiet():
    assert codes("object", "model.enc.requires_grad = False") == []
    assert codes("'Encoder'", "model.enc.requires_grad = False") == []
