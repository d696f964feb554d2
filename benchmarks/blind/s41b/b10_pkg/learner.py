import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import functional_call


class CalibNet(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.fc1 = nn.Linear(1, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 1)

    def forward(self, mv):
        h = torch.tanh(self.fc1(mv))
        h = torch.tanh(self.fc2(h))
        return self.out(h) + mv


class MetaSGD(nn.Module):
    def __init__(self, init_lr=0.05):
        super().__init__()
        self.net = CalibNet()
        self.alphas = nn.ParameterDict({
            name.replace(".", "__"): nn.Parameter(torch.full_like(p, init_lr))
            for name, p in self.net.named_parameters()
        })

    def adapt(self, x, y, steps):
        fast = dict(self.net.named_parameters())
        for _ in range(steps):
            fit = F.mse_loss(functional_call(self.net, fast, (x,)), y)
            grads = torch.autograd.grad(fit, tuple(fast.values()), create_graph=True)
            fast = {n: w - self.alphas[n.replace(".", "__")] * g for (n, w), g in zip(fast.items(), grads)}
        return fast

    def predict(self, fast, x):
        return functional_call(self.net, fast, (x,))

    def clip_alphas(self, lo=0.0, hi=0.5):
        """Keep the learned step sizes non-negative and bounded, so adaptation stays a descent."""
        for alpha in self.alphas.values():
            alpha.clamp_(lo, hi)
