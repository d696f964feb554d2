from torch import nn

from widen import net2wider


class GrowingRegressor(nn.Module):
    """One-hidden-layer regressor that can be widened in place between training phases."""

    def __init__(self, n_inputs, width):
        super().__init__()
        self.hidden = nn.Linear(n_inputs, width)
        self.act = nn.Softplus()
        self.out = nn.Linear(width, 1)
        self.generation = 0

    def forward(self, x):
        return self.out(self.act(self.hidden(x)))

    def grow(self, width, generator):
        w_in, b_in, w_out = net2wider(self.hidden, self.out, width, generator)
        self.hidden.weight = nn.Parameter(w_in)
        self.hidden.bias = nn.Parameter(b_in)
        self.hidden.out_features = width
        self.out.weight = nn.Parameter(w_out)
        self.out.in_features = width
        self.generation += 1
