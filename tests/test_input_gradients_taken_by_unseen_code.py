"""An evaluation that sets `requires_grad` on its input asks for gradients with respect to it
(Jacobian matching, an attack's loss, a saliency map). Where the graph then goes to code the
analysis cannot follow (a criterion picked from a dict of many, a function of another library),
that code may well take the gradient: whether the graph is wasted is not known, and AGL009 stays
quiet. The same evaluation on a plain input, or with every callee followed and none
differentiating, is still reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
import torch.nn.functional as F
from matching import pick_criterion   # another package: not read


def score(student, teacher, batches, criterion):
    student.eval()
    total = 0.0
    for x, y in batches:
        PREPARE
        s_out = student(x)
        t_out = teacher(x)
        total += criterion(s_out, t_out, x, y).item()
    return total


def main():
    student = nn.Linear(6, 3)
    teacher = nn.Linear(6, 3).eval()
    opt = torch.optim.SGD(student.parameters(), lr=0.1)
    batches = torch.load("batches.pt")
    criterion = CRITERION
    for x, y in batches:
        loss = F.cross_entropy(student(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(score(student, teacher, batches, criterion))


main()
'''

OWN_CRITERION = '''
class Logits(nn.Module):
    def forward(self, s_out, t_out, x, y):
        return F.mse_loss(s_out, t_out)
'''


def codes(prepare: str, criterion: str, extra: str = "") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM).replace("PREPARE", prepare) \
        .replace("CRITERION", criterion).replace("def score", extra + "\n\ndef score", 1)
    return sorted((f.line, f.code) for f in lint_source(source, "distil.py"))


def test_an_input_asking_its_gradient_handed_to_unseen_code_is_no_known_evaluation():
    assert codes("x.requires_grad = True", "pick_criterion('jacobian')") == []


def test_requires_grad_underscore_of_a_batch_too():
    assert codes("x = x.requires_grad_()", "pick_criterion('jacobian')") == []


def test_a_plain_input_handed_to_the_same_unseen_code_is_an_evaluation():
    assert codes("pass", "pick_criterion('jacobian')") == [(15, "AGL009")]


def test_a_followed_criterion_that_takes_no_gradient_leaves_it_an_evaluation():
    found = codes("x.requires_grad = True", "Logits()", OWN_CRITERION)
    assert any(code == "AGL009" for _, code in found)


def test_a_criterion_of_one_of_two_project_classes_holding_no_parameter_is_not_named():
    """(`criterion = A() if flag else B()`: a module that holds no parameter builds a graph only
    of what it is given; the network whose output it gets is what runs in the evaluation)"""
    extra = OWN_CRITERION + '''

class Cosine(nn.Module):
    def forward(self, s_out, t_out, x, y):
        return 1 - F.cosine_similarity(s_out, t_out).mean()
'''
    source = textwrap.dedent(PROGRAM).replace("PREPARE", "pass").replace(
        "CRITERION", "Logits() if torch.cuda.is_available() else Cosine()").replace(
        "def score", extra + "\n\ndef score", 1)
    found = lint_source(source, "distil.py")
    assert [(f.code, f.message.split("'")[1]) for f in found] == [("AGL009", "student")]


MODES = '''
import sys
import torch
import torch.nn as nn
import torch.nn.functional as F

MODE = sys.argv[1]


class Jacobian(nn.Module):
    def forward(self, s_out, t_out, x, y):
        gs, = torch.autograd.grad(s_out.gather(1, y[:, None]).sum(), x, create_graph=True)
        gt, = torch.autograd.grad(t_out.gather(1, y[:, None]).sum(), x, create_graph=True)
        return F.mse_loss(gs, gt.detach())


class Logits(nn.Module):
    def forward(self, s_out, t_out, x, y):
        return F.mse_loss(s_out, t_out)


def test(student, teacher, batches, losses):
    student.eval()
    matching = losses["kd"]
    total = 0.0
    for x, y in batches:
        if MODE == "jacobian":
            x.requires_grad = True
            s_out, t_out = student(x), teacher(x)
        else:
            with torch.no_grad():
                s_out, t_out = student(x), teacher(x)
        total += matching(s_out, t_out, x, y).item()
    return total


student, teacher = nn.Linear(6, 3), nn.Linear(6, 3)
opt = torch.optim.SGD(student.parameters(), lr=0.1)
batches = [(torch.randn(8, 6), torch.randint(0, 3, (8,))) for _ in range(4)]
losses = {"kd": Jacobian() if MODE == "jacobian" else Logits()}
for x, y in batches:
    opt.zero_grad()
    F.cross_entropy(student(x), y).backward()
    opt.step()
print(test(student, teacher, batches, losses))
'''


def test_a_mode_that_asks_input_gradients_of_a_criterion_picked_by_the_same_mode():
    """(the no-grad mode's outputs and the Jacobian mode's, joined after the branch, reach a
    criterion of one of two parameter-free classes: no network runs there, and the forwards
    that asked for the input's gradient feed one that takes it)"""
    assert sorted((f.line, f.code) for f in lint_source(MODES, "modes.py")) == []
