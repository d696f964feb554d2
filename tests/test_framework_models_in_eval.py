"""Models of a home-made framework (zhuofupan/Pytorch-Deep-Neural-Networks, session 38's
development look) whose `forward` trains only `if self.training:`, and whose base class's
`test()` runs it after `self.eval()` under `torch.no_grad()`: the backward is not run there,
so there is no "loss without a graph" (AGL018). A helper called only inside the caller's
`with torch.no_grad():` runs without grad when run on its own (AGL002 on an RBM's in-place
update). An input made an `nn.Parameter` and optimized through an eval-mode network is no
evaluation (AGL009). A loss gathered over a literal pair of inputs keeps two graphs, not one
per batch (AGL010)."""
import textwrap

from autograd_lint import lint_source

GAN = '''
import torch
import torch.nn as nn


class GAN(nn.Module):
    def __init__(self):
        super().__init__()
        self.G = nn.Linear(4, 4)
        self.D = nn.Linear(4, 1)
        self.G_optim = torch.optim.Adam(self.G.parameters())
        self.D_optim = torch.optim.Adam(self.D.parameters())
        self.L = nn.BCEWithLogitsLoss()

    def forward(self, x):
        self.G_optim.zero_grad()
        fake = self.G(torch.randn(x.size(0), 4))
        self.G_loss = self.L(self.D(fake), torch.ones(x.size(0), 1))
        if self.training:
            self.G_loss.backward()
            self.G_optim.step()
        self.D_optim.zero_grad()
        self.D_loss = self.L(self.D(fake.detach()), torch.zeros(x.size(0), 1)) + \\
            self.L(self.D(x), torch.ones(x.size(0), 1))
        if self.training:
            self.D_loss.backward()
            self.D_optim.step()
        return fake

    def train_epoch(self, loader):
        self.train()
        for x in loader:
            self.forward(x)

    def test(self, loader):
        self.eval()
        with torch.no_grad():
            for x in loader:
                self.forward(x)
                print(self.G_loss.item(), self.D_loss.item())


model = GAN()
data = [torch.randn(8, 4) for _ in range(3)]
for epoch in range(2):
    model.train_epoch(data)
    model.test(data)
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_forward_that_trains_only_in_training_mode_is_not_reported_in_test():
    assert _codes(GAN) == []


def test_without_the_guard_the_test_path_backward_has_no_graph():
    source = GAN.replace("        if self.training:\n            self.G_loss.backward()",
                         "        if True:\n            self.G_loss.backward()")
    assert (19, "AGL018") in _codes(source)


def test_a_helper_called_only_under_no_grad_is_run_without_grad():
    source = '''
    import torch
    import torch.nn as nn


    class RBM(nn.Module):
        def __init__(self, n_v, n_h):
            super().__init__()
            self.w = nn.Parameter(torch.randn(n_h, n_v) * 0.01)
            self.b = nn.Parameter(torch.zeros(n_h))

        def forward(self, v):
            return torch.sigmoid(v @ self.w.t() + self.b)

        def _update(self, v0, h0, hk):
            self.b += (h0 - hk).mean(0) * 0.1

        def batch_training(self, loader):
            with torch.no_grad():
                for v0 in loader:
                    h0 = self.forward(v0)
                    self._update(v0, h0, self.forward(torch.bernoulli(v0)))
    '''
    assert _codes(source) == []
    assert _codes(source.replace("            with torch.no_grad():\n", "            if True:\n")) \
        == [(15, "AGL002")]


def test_an_input_optimized_as_a_parameter_through_an_eval_network_is_no_evaluation():
    source = '''
    import torch
    import torch.nn as nn


    class Detector(nn.Module):
        def __init__(self):
            super().__init__()
            self.net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4))

        def forward(self, x):
            recon = self.net(x)
            self.recon_loss = ((recon - x) ** 2).sum()
            return recon

        def repair(self, xf, threshold):
            self.eval()
            x = nn.Parameter(xf.clone(), requires_grad=True)
            optim = torch.optim.Adam([x], lr=1e-2)
            for _ in range(10):
                optim.zero_grad()
                self.forward(x)
                if self.recon_loss.item() > threshold:
                    self.recon_loss.backward()
                    optim.step()
            return x.detach()


    Detector().repair(torch.randn(1, 4), 0.1)
    '''
    assert _codes(source) == []


def test_a_loss_gathered_over_a_literal_pair_is_bounded():
    source = '''
    import torch
    import torch.nn as nn

    G, D = nn.Linear(4, 4), nn.Linear(4, 1)
    opt_d = torch.optim.Adam(D.parameters())
    history = []
    for step in range(3):
        xn, xf = torch.randn(8, 4), torch.randn(8, 4)
        d_losses = []
        for x_in in [xn, xf]:
            opt_d.zero_grad()
            d_loss = D(G(x_in).detach()).mean() - D(xn).mean()
            d_losses.append(d_loss)
            d_loss.backward()
            opt_d.step()
        history.append(d_losses[0].item())
    '''
    assert _codes(source) == []
    kept = source.replace("history.append(d_losses[0].item())", "history.append(d_losses[0])")
    assert [code for _, code in _codes(kept)] == ["AGL010"]


def test_a_method_named_like_an_optimizers_step_is_not_called_without_grad():
    # (`learn` names `optimizer.step()`, not `self.step`: it is no caller of the agent's `step`)
    source = '''
    import torch
    import torch.nn as nn


    class Agent:
        def __init__(self):
            self.actor = nn.Linear(3, 1)
            self.optimizer = torch.optim.Adam(self.actor.parameters())
            self.memory = []

        def step(self, state):
            self.memory.append(state)
            if len(self.memory) > 4:
                self.learn(torch.stack(self.memory[-4:]))

        def act(self, state):
            with torch.no_grad():
                return self.actor(state)

        def learn(self, states):
            loss = -self.actor(states).mean()
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
    '''
    assert _codes(source) == []
