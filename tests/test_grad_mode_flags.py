"""`with torch.set_grad_enabled(flag):` runs in the mode the flag gives when the path knows it
(a literal, a parameter given a literal, a phase the loop unrolled), and in an unknown mode
otherwise (`set_grad_enabled(self.model.training)`): a rule that needs grad on stays quiet."""
import textwrap

from autograd_lint import lint_source

HEAD = "import torch\nimport torch.nn as nn\n"


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(HEAD + textwrap.dedent(source), "t.py"))


EVALUATION = '''
class Learner:
    def __init__(self, model):
        self.model = model

    def outer_loss(self, x):
        with torch.set_grad_enabled(FLAG):
            return self.model(x).sum()

    def evaluate(self, batches):
        self.model.eval()
        return [self.outer_loss(x).item() for x in batches]


learner = Learner(nn.Linear(4, 1))
print(learner.evaluate([torch.randn(2, 4)]))
'''


def test_a_flag_the_analysis_cannot_read_silences_evaluation_findings():
    assert codes(EVALUATION.replace("FLAG", "self.model.training")) == []


def test_a_literal_flag_still_decides():
    source = EVALUATION.replace("FLAG", "True")
    assert [code for _, code in codes(source)] == ["AGL009"]
    assert codes(EVALUATION.replace("FLAG", "False")) == []


def test_a_flag_given_as_a_literal_argument_decides():
    source = '''
    net = nn.Linear(4, 1)


    def run(x, train):
        with torch.set_grad_enabled(train):
            return net(x)


    net.eval()
    print(run(torch.randn(2, 4), True).sum().item())
    '''
    assert [code for _, code in codes(source)] == ["AGL009"]


def test_an_exit_stack_entering_an_unread_flag_silences_too():
    source = EVALUATION.replace(
        "        with torch.set_grad_enabled(FLAG):\n            return self.model(x).sum()",
        "        with contextlib.ExitStack() as stack:\n"
        "            stack.enter_context(torch.set_grad_enabled(FLAG))\n"
        "            return self.model(x).sum()")
    source = "import contextlib\n" + source
    assert codes(source.replace("FLAG", "self.model.training")) == []
    assert [code for _, code in codes(source.replace("FLAG", "True"))] == ["AGL009"]
