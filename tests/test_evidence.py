"""Every finding carries the links of its chain, each at its own line: where the optimizer was
built and where it steps, where eval() was called, where a tensor got its graph, where the
memory is read, which calls led to an edit. A link the analysis cannot place is left out."""
import textwrap

from autograd_lint import lint_paths, lint_source


def links_of(source: str, code: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(source)
    found = [f for f in lint_source(source, "train.py") if f.code == code]
    assert len(found) == 1, found
    return [(link.line, link.note) for link in found[0].related]


def line_of(source: str, text: str) -> int:
    lines = textwrap.dedent(source).splitlines()
    return next(number for number, line in enumerate(lines, 1) if line.strip() == text)


STALE_HEAD = """
import torch
import torch.nn as nn
model = nn.Sequential(nn.Linear(3, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model.head = nn.Linear(4, 1)
for _ in range(2):
    opt.zero_grad()
    model.head(model(torch.randn(2, 3))).sum().backward()
    opt.step()
"""


def test_a_stale_optimizer_names_where_it_was_built_and_where_it_steps():
    assert links_of(STALE_HEAD, "AGL019") == [
        (line_of(STALE_HEAD, "opt = torch.optim.SGD(model.parameters(), lr=0.1)"),
         "the optimizer is built here"),
        (line_of(STALE_HEAD, "opt.step()"), "and steps here")]


REBOUND_LEAF = """
import torch
w = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for _ in range(3):
    opt.zero_grad()
    (w * torch.randn(3)).sum().backward()
    opt.step()
    w = torch.clamp(w.detach(), -1, 1).requires_grad_()
"""


def test_a_leaf_rebound_under_its_optimizer_names_the_optimizer():
    assert links_of(REBOUND_LEAF, "AGL003") == [
        (line_of(REBOUND_LEAF, "opt = torch.optim.SGD([w], lr=0.1)"), "the optimizer is built here"),
        (line_of(REBOUND_LEAF, "opt.step()"), "and steps here")]


EVALUATION = """
import torch
import torch.nn as nn
model = nn.Linear(3, 2)
def evaluate(batches):
    model.eval()
    return [model(x).argmax(1) for x in batches]
print(evaluate([torch.randn(4, 3)]))
"""


def test_an_evaluation_with_grad_names_the_eval_call():
    assert links_of(EVALUATION, "AGL009") == [
        (line_of(EVALUATION, "model.eval()"), "eval() is called here")]


NUMPY = """
import torch
import torch.nn as nn
model = nn.Linear(3, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for x in [torch.randn(4, 3)] * 2:
    out = model(x)
    opt.zero_grad()
    out.pow(2).mean().backward()
    opt.step()
    print(out.numpy())
"""


def test_numpy_of_a_graph_names_where_the_graph_began():
    assert links_of(NUMPY, "AGL013") == [(line_of(NUMPY, "out = model(x)"), "computed with grad here")]


UNINITIALIZED = """
import torch
counts = torch.FloatTensor(10)
total = counts * 2
print(total)
"""


def test_uninitialized_memory_names_where_it_is_read():
    assert links_of(UNINITIALIZED, "AGL015") == [
        (line_of(UNINITIALIZED, "total = counts * 2"), "read here")]


THROUGH_A_HELPER = """
import torch
import torch.nn as nn
def clip(net):
    for p in net.parameters():
        p.clamp_(-0.01, 0.01)
critic = nn.Linear(3, 1)
opt = torch.optim.RMSprop(critic.parameters(), lr=1e-3)
for _ in range(2):
    opt.zero_grad()
    critic(torch.randn(4, 3)).mean().backward()
    opt.step()
    clip(critic)
"""


def test_an_inplace_edit_names_the_call_that_led_to_it():
    assert links_of(THROUGH_A_HELPER, "AGL002") == [
        (line_of(THROUGH_A_HELPER, "clip(critic)"), "reached through this call, with grad enabled"),
        (line_of(THROUGH_A_HELPER, "critic = nn.Linear(3, 1)"),
         "the module that holds it is built here")]


ASSIGNED = """
import torch
import torch.nn as nn
net = nn.Sequential(nn.Linear(3, 4))
net.fc = nn.Linear(4, 2)
net.fc.bias = torch.zeros(2)
"""


def test_a_plain_tensor_assigned_to_a_parameter_names_its_module():
    assert links_of(ASSIGNED, "AGL003") == [
        (line_of(ASSIGNED, "net.fc = nn.Linear(4, 2)"), "the module that registers it is built here")]


RUNNING_LOSS = """
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
total = 0
for x in [torch.randn(4, 3)] * 3:
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    total += loss
print(total)
"""


def test_a_kept_loss_names_where_it_got_its_graph():
    assert links_of(RUNNING_LOSS, "AGL010") == [
        (line_of(RUNNING_LOSS, "loss = model(x).pow(2).mean()"), "computed with grad here")]


NONLEAF = """
import torch
w = torch.randn(3, requires_grad=True)
hidden = w * 2
hidden.sum().backward()
print(hidden.grad)
"""


def test_a_nonleaf_grad_names_the_op_that_made_it():
    assert links_of(NONLEAF, "AGL008") == [
        (line_of(NONLEAF, "hidden = w * 2"), "made here by an op: not a leaf")]


STEP_FIRST = """
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for x in [torch.randn(4, 3)] * 3:
    opt.zero_grad()
    opt.step()
    model(x).pow(2).mean().backward()
"""


def test_a_step_before_its_backward_names_the_backward():
    assert links_of(STEP_FIRST, "AGL014") == [
        (line_of(STEP_FIRST, "model(x).pow(2).mean().backward()"),
         "the backward that computes its gradients")]


def test_a_link_in_another_file_names_that_file(tmp_path):
    (tmp_path / "optim.py").write_text(textwrap.dedent("""
        import torch

        def make_optimizer(model):
            return torch.optim.SGD(model.parameters(), lr=0.1)
    """))
    (tmp_path / "train.py").write_text(textwrap.dedent("""
        import torch
        import torch.nn as nn
        from optim import make_optimizer

        model = nn.Sequential(nn.Linear(3, 4))
        opt = make_optimizer(model)
        model.head = nn.Linear(4, 1)
        for _ in range(2):
            opt.zero_grad()
            model.head(model(torch.randn(2, 3))).sum().backward()
            opt.step()
    """))
    result = lint_paths([str(tmp_path / "train.py")], cache_dir=None)
    finding, = [f for f in result.findings if f.code == "AGL019"]
    assert [(link.path and link.path.rsplit("/", 1)[-1], link.line, link.note)
            for link in finding.related] == [("optim.py", 5, "the optimizer is built here"),
                                             (None, 12, "and steps here")]


def test_an_init_paths_helper_puts_its_lib_folder_on_the_import_path(tmp_path):
    """py-faster-rcnn's idiom: `import _init_paths` adds `lib/` to sys.path, and the script
    imports `model.net` from there; the model built there is then known (its eval() forward
    with grad is AGL009), and the link to the eval() call is in the script."""
    (tmp_path / "_init_paths.py").write_text(textwrap.dedent("""
        import os.path as osp
        import sys
        this_dir = osp.dirname(__file__)
        sys.path.insert(0, osp.join(this_dir, 'lib'))
    """))
    (tmp_path / "lib" / "model").mkdir(parents=True)
    (tmp_path / "lib" / "model" / "__init__.py").write_text("")
    (tmp_path / "lib" / "model" / "net.py").write_text(textwrap.dedent("""
        import torch.nn as nn

        class Detector(nn.Module):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(4, 2)

            def forward(self, x):
                return self.head(x)
    """))
    (tmp_path / "test_net.py").write_text(textwrap.dedent("""
        import _init_paths
        import torch
        from model.net import Detector

        net = Detector()
        net.eval()
        for x in [torch.randn(2, 4)] * 2:
            print(net(x).argmax(1))
    """))
    result = lint_paths([str(tmp_path / "test_net.py")], cache_dir=None)
    assert [(f.code, f.line, [(r.line, r.note) for r in f.related]) for f in result.findings] == [
        ("AGL009", 9, [(7, "eval() is called here")])]


NONSCALAR = """
import torch
import torch.nn as nn
net = nn.Linear(3, 2)
criterion = nn.MSELoss(reduction="none")
loss = criterion(net(torch.randn(4, 3)), torch.randn(4, 2))
print("training")
loss.backward()
"""


def test_a_nonscalar_backward_names_where_the_tensor_got_several_elements():
    assert links_of(NONSCALAR, "AGL007") == [
        (line_of(NONSCALAR, 'loss = criterion(net(torch.randn(4, 3)), torch.randn(4, 2))'),
         "made here, with several elements")]


MODULE_FLAG = """
import torch.nn as nn
backbone = nn.Sequential(nn.Linear(3, 4), nn.ReLU())
head = nn.Linear(4, 1)
backbone.requires_grad = False
"""


def test_requires_grad_set_on_a_module_names_where_the_module_is_built():
    assert links_of(MODULE_FLAG, "AGL012") == [
        (line_of(MODULE_FLAG, "backbone = nn.Sequential(nn.Linear(3, 4), nn.ReLU())"),
         "the module is built here")]


NONLEAF_FLAG = """
import torch
w = torch.randn(3, requires_grad=True)
scaled = w * 2
print(scaled.shape)
scaled.requires_grad = False
"""


def test_requires_grad_false_on_a_nonleaf_names_the_op_that_made_it():
    assert links_of(NONLEAF_FLAG, "AGL012") == [
        (line_of(NONLEAF_FLAG, "scaled = w * 2"), "made here by an op: not a leaf")]


NONLEAF_PARAMETER = """
import torch
scale = torch.ones(3, requires_grad=True) * 0.5
bias = torch.zeros(3, requires_grad=True)
print("building the optimizer")
opt = torch.optim.SGD([scale, bias], lr=0.1)
"""


def test_a_nonleaf_meant_to_be_trained_names_the_optimizer_it_is_given_to():
    assert links_of(NONLEAF_PARAMETER, "AGL020") == [
        (line_of(NONLEAF_PARAMETER, "opt = torch.optim.SGD([scale, bias], lr=0.1)"),
         "given to this optimizer")]


HIDDEN_BLOCKS = """
import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(4, 4) for _ in range(2)]

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x

net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
"""


def test_modules_hidden_in_a_list_name_the_network_and_the_optimizer_that_misses_them():
    assert links_of(HIDDEN_BLOCKS, "AGL011") == [
        (line_of(HIDDEN_BLOCKS, "net = Net()"), "a network of this class is built here"),
        (line_of(HIDDEN_BLOCKS, "opt = torch.optim.SGD(net.parameters(), lr=0.1)"),
         "this optimizer gets its parameters() without them")]


MANUAL_SGD = """
import torch
x, y = torch.randn(32, 3), torch.randn(32)
w = torch.zeros(3, requires_grad=True)
decay = torch.ones(3, requires_grad=True)
for _ in range(10):
    loss = ((x @ w - y) ** 2).mean()
    loss.backward()
    w = w - 0.1 * w.grad
    decay.mul_(0.99)
"""


def test_a_rebound_leaf_names_where_it_was_made_and_the_backward_it_read():
    assert links_of(MANUAL_SGD, "AGL003") == [
        (line_of(MANUAL_SGD, "w = torch.zeros(3, requires_grad=True)"), "the leaf is made here"),
        (line_of(MANUAL_SGD, "loss.backward()"), "backward that filled its .grad")]


def test_an_inplace_edit_of_a_leaf_names_where_it_was_made():
    assert links_of(MANUAL_SGD, "AGL002") == [
        (line_of(MANUAL_SGD, "decay = torch.ones(3, requires_grad=True)"),
         "the leaf is made here")]


def test_zeroing_in_an_accumulation_loop_names_the_periodic_step():
    source = """
    import torch
    model = torch.nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for i in range(16):
        opt.zero_grad()
        model(torch.randn(8, 4)).pow(2).mean().backward()
        if (i + 1) % 4 == 0:
            opt.step()
    """
    assert links_of(source, "AGL014") == [
        (line_of(source, "opt.step()"), "the periodic step that should apply them all")]


SHARED_HELPER = """
import torch
import torch.nn as nn
critic = nn.Linear(4, 1)
policy = nn.Linear(3, 1)
critic_opt = torch.optim.Adam(critic.parameters())
policy_opt = torch.optim.Adam(policy.parameters())
def apply(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
for _ in range(2):
    states = torch.randn(8, 3)
    value_loss = critic(torch.cat([states, torch.randn(8, 1)], 1)).pow(2).mean()
    policy_loss = -critic(torch.cat([states, policy(states)], 1)).mean()
    apply(critic_opt, value_loss)
    apply(policy_opt, policy_loss)
"""


def test_a_step_and_a_backward_in_a_shared_helper_name_the_calls_that_ran_them():
    """(The policy's loss was computed through the critic before the critic's step.)"""
    assert links_of(SHARED_HELPER, "AGL017") == [
        (line_of(SHARED_HELPER, "loss.backward()"), "backward through the older graph"),
        (line_of(SHARED_HELPER, "apply(critic_opt, value_loss)"), "the step runs from this call"),
        (line_of(SHARED_HELPER, "apply(policy_opt, policy_loss)"),
         "the backward runs from this call")]


TWICE_THROUGH_A_HELPER = """
import torch
import torch.nn as nn
net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
def backprop(loss):
    loss.backward()
for _ in range(2):
    hidden = torch.tanh(net(torch.randn(4, 3)))
    first = hidden.pow(2).mean()
    second = hidden.abs().mean()
    opt.zero_grad()
    backprop(first)
    backprop(second)
    opt.step()
"""


def test_a_repeated_backward_in_a_helper_names_the_two_calls():
    links = links_of(TWICE_THROUGH_A_HELPER, "AGL005")
    assert links[1:] == [
        (line_of(TWICE_THROUGH_A_HELPER, "backprop(first)"),
         "the earlier backward runs from this call"),
        (line_of(TWICE_THROUGH_A_HELPER, "backprop(second)"), "this backward runs from this call"),
        (line_of(TWICE_THROUGH_A_HELPER, "hidden = torch.tanh(net(torch.randn(4, 3)))"),
         "the freed graph was built here")]


CARRIED_STATE = """
import torch
import torch.nn as nn
cell = nn.GRUCell(3, 5)
opt = torch.optim.SGD(cell.parameters(), lr=0.1)
state = torch.zeros(2, 5)
for step in range(4):
    state = cell(torch.randn(2, 3), state)
    loss = state.pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
"""


def test_a_graph_carried_across_iterations_names_where_it_was_built():
    links = links_of(CARRIED_STATE, "AGL005")
    assert links == [(line_of(CARRIED_STATE, "loss.backward()"),
                      "earlier backward that freed the graph"),
                     (line_of(CARRIED_STATE, "state = cell(torch.randn(2, 3), state)"),
                      "the freed graph was built here")]
