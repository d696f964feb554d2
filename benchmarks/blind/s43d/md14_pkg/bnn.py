import torch.nn as nn

from .bayes_layers import BayesLinear


class FolioBNN(nn.Module):
    def __init__(self, n_in, n_out, hidden=32):
        super().__init__()
        self.hidden = hidden
        self.trunk = nn.ModuleList([BayesLinear(n_in, hidden), BayesLinear(hidden, hidden)])
        self.head = BayesLinear(hidden, n_out)
        self.act = nn.ReLU()

    def forward(self, x):
        for layer in self.trunk:
            x = self.act(layer(x))
        return self.head(x)

    def kl(self):
        return sum(m.kl() for m in self.modules() if isinstance(m, BayesLinear))

    def reset_parameters(self):
        for m in self.modules():
            if isinstance(m, BayesLinear):
                m.reset_parameters()
