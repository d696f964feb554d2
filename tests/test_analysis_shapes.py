"""Where a tensor's shape decides a rule (AGL007): a batch known to have several rows keeps them
through a reduction over other dimensions, a gather, a squeeze or a view; a batch of unknown
size (one transition, `batch_size=args.batch_size`) stays unknown and quiet."""
from autograd_lint import lint_source

HEAD = ("import torch\nimport torch.nn as nn\nimport torch.nn.functional as F\n"
        "from torch.utils.data import DataLoader, TensorDataset\n")


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(HEAD + source, "train.py"))


def line_of(source: str, text: str) -> int:
    return (HEAD + source).splitlines().index(text) + 1


LOADER = '''
BATCH = 32
net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.SGD(net.parameters(), lr=0.1)
data = TensorDataset(torch.randn(256, 8), torch.randint(0, 4, (256,)), torch.randn(256, 4))
loader = DataLoader(data, batch_size=BATCH, shuffle=True)
for x, a, y in loader:
    opt.zero_grad()
    LOSS
    loss.backward()
    opt.step()
'''


def _program(loss: str, loader: str = "DataLoader(data, batch_size=BATCH, shuffle=True)") -> str:
    return LOADER.replace("    LOSS", loss).replace(
        "DataLoader(data, batch_size=BATCH, shuffle=True)", loader)


def test_a_per_sample_loss_of_a_loaders_batch_has_several_elements():
    for loss in ('    loss = F.mse_loss(net(x), y, reduction="none").mean(dim=1)',
                 '    loss = net(x).gather(1, a.unsqueeze(1)).squeeze(1) ** 2',
                 '    loss = torch.sum((net(x) - y) ** 2, 1)',
                 '    loss = (net(x) - y).norm(2, 1)',
                 '    loss = net(x)[:, 0] - 1'):
        source = _program(loss)
        assert codes(source) == [(line_of(source, "    loss.backward()"), "AGL007")], loss


def test_a_batch_reduced_over_every_dimension_or_its_rows_is_one_value():
    for loss in ('    loss = F.mse_loss(net(x), y, reduction="none").mean(dim=1).mean()',
                 '    loss = (net(x) - y).norm(2)',
                 '    loss = torch.sum((net(x) - y) ** 2, (0, 1))',
                 '    loss = net(x).sum(dtype=torch.float64)',
                 '    loss = F.cross_entropy(net(x), a)',
                 '    loss = net(x).max(1)[0].mean()'):
        assert codes(_program(loss)) == [], loss


def test_a_batch_of_unknown_size_is_not_assumed_to_have_several_rows():
    loss = '    loss = F.mse_loss(net(x), y, reduction="none").mean(dim=1)'
    for loader in ("DataLoader(data)", "DataLoader(data, batch_size=1)",
                   "DataLoader(data, batch_size=size)", "DataLoader(data, batch_sampler=s)"):
        assert codes(_program(loss, loader)) == [], loader


def test_a_row_picked_from_a_batch_is_not_several_rows():
    source = _program('    loss = net(x)[0].sum(dim=0) + net(x).sum(dim=0)[0]')
    assert codes(source) == []


def test_a_factory_batch_keeps_its_rows_through_a_view_and_a_reduction_over_features():
    source = '''
critic = nn.Sequential(nn.Linear(6, 32), nn.Tanh(), nn.Linear(32, 1))
opt = torch.optim.Adam(critic.parameters())
for step in range(10):
    states = torch.randn(64, 6)
    returns = torch.randn(64, 1)
    opt.zero_grad()
    error = (critic(states) - returns).pow(2).sum(dim=-1)
    score = (critic(states) - returns).view(-1)
    score.backward()
    opt.step()
'''
    assert codes(source) == [(line_of(source, "    score.backward()"), "AGL007")]


def test_one_transition_at_a_time_is_quiet():
    source = '''
q = nn.Sequential(nn.Linear(4, 32), nn.ReLU(), nn.Linear(32, 2))
opt = torch.optim.Adam(q.parameters())
def learn(state, action, target):
    values = q(state.unsqueeze(0))
    loss = F.mse_loss(values.gather(1, action.view(1, 1)).squeeze(1), target, reduction="none")
    opt.zero_grad()
    loss.sum(dim=0).backward()
    opt.step()
'''
    assert codes(source) == []


OBJECTIVE = '''
class Objective:
    def __add__(self, other):
        return Composite(self.parts() + other.parts())
    def __rmul__(self, weight):
        return Composite([(weight * w, t) for w, t in self.parts()])
    def parts(self):
        return [(1.0, self)]
class Term(Objective):
    def __init__(self, column):
        self.column = column
    def __call__(self, pred, target):
        return F.mse_loss(pred[:, self.column], target[:, self.column])
class Composite(Objective):
    def __init__(self, parts):
        self._parts = parts
    def parts(self):
        return list(self._parts)
    def __call__(self, pred, target):
        return torch.stack([w * term(pred, target) for w, term in self._parts])
net = nn.Linear(5, 3)
opt = torch.optim.Adam(net.parameters())
objective = Term(0) + 0.5 * Term(1) + Term(2)
for step in range(10):
    opt.zero_grad()
    weighted = objective(net(torch.randn(16, 5)), torch.randn(16, 3))
    weighted.backward()
    opt.step()
'''


def test_a_stack_of_terms_made_by_overloaded_operators_has_several_elements():
    assert codes(OBJECTIVE) == [(line_of(OBJECTIVE, "    weighted.backward()"), "AGL007")]
    summed = OBJECTIVE.replace("        return torch.stack([w * term(pred, target) for w, term in "
                               "self._parts])",
                               "        return torch.stack([w * term(pred, target) for w, term in "
                               "self._parts]).sum()")
    assert codes(summed) == []
    one = OBJECTIVE.replace("objective = Term(0) + 0.5 * Term(1) + Term(2)",
                            "objective = 0.5 * Term(1)")
    assert codes(one) == []  # (a stack of one term holds one element)
